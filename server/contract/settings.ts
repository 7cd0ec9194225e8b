import { z } from 'zod';
import { forgotPasswordBodySchema, PASSWORD_MAX } from './auth.ts';
import { safeText } from './text.ts';
import { userSchema } from './users.ts';
import { myAngelSchema } from './angels.ts';
import { ratingExportSchema } from './ratings.ts';

/** The same email rules as registration (trimmed, lower-cased, at most 254 characters). */
const email = forgotPasswordBodySchema.shape.email;

const currentPassword = safeText('Current password')
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX);

/** POST /api/users/{id}/email: mails a confirmation link to the new address. */
export const changeEmailBodySchema = z.object({ newEmail: email, currentPassword });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** POST /api/users/confirm-email: the token of the mailed link. */
export const confirmEmailBodySchema = z.object({ token: safeText('The link').min(16).max(200) });

/** The answer to a confirmed change: for people, and the address now in use. */
export const emailChangedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** POST /api/users/{id}/deletion: the password again, so a borrowed session cannot do it. */
export const deleteAccountBodySchema = z.object({ currentPassword });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const row = z.record(z.string(), z.unknown());

/** GET /api/users/{id}/export: everything the account holds, as one JSON document. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema.extend({ confirmedAt: z.string().nullable() }),
  chats: z.array(
    z.object({
      chatHash: z.string(),
      type: z.string(),
      angels: z.array(z.object({ id: z.number().int(), name: z.string() })),
      createdAt: z.string(),
      messages: z.array(
        z.object({
          id: z.string(),
          /** null: the user wrote it; otherwise the Angel who answered. */
          angel: z.string().nullable(),
          text: z.string(),
          status: z.string(),
          createdAt: z.string(),
          /** Present (true) when moderation removed it: its text is then empty. */
          removed: z.literal(true).optional(),
          /**
           * Present when a rewind set it aside: the branch (chat menu, "Earlier versions") it
           * waits in. Messages the user deleted are not exported: they are gone for the user.
           */
          branch: z.string().optional(),
        }),
      ),
    }),
  ),
  /** The Angels the user created or imported, as My Angels shows them. */
  angels: z.array(myAngelSchema),
  tokenLedger: z.array(row),
  orders: z.array(row),
  subscriptions: z.array(row),
  /** What the Angels remember about the user (facts with their source) and each story so far. */
  memory: z.object({
    facts: z.array(row),
    summaries: z.array(z.object({ chatHash: z.string(), summary: z.string() })),
  }),
  /** The replies the user rated (thumbs up or down), each version of a reply on its own. */
  ratings: z.array(ratingExportSchema),
  /** Angels who write first: the daily cap, the user's time zone, each chat's setting. */
  writesFirst: z.object({
    dailyCap: z.number().int(),
    timeZone: z.string().nullable(),
    chats: z.array(
      z.object({
        chatHash: z.string(),
        enabled: z.boolean(),
        perDay: z.number().int(),
        wakeStart: z.string(),
        wakeEnd: z.string(),
      }),
    ),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
