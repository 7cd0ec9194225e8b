import { z } from 'zod';
import { AVATAR_NAME_MAX, USER_PERSONA_MAX } from './constants.ts';
import { nameText, safeText } from './text.ts';

export { AVATAR_NAME_MAX, SUSPENSION_THRESHOLD, USER_PERSONA_MAX } from './constants.ts';

/** A personal avatar: how the user appears to Angels, a name and a portrait. */
export const personalAvatarSchema = z.object({ name: z.string(), imageUrl: z.string() });
export type PersonalAvatar = z.infer<typeof personalAvatarSchema>;

/** GET /api/users/{id}: the client merges it into the logged user it keeps. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  avatar: personalAvatarSchema.nullable(),
  /** "How your Angels see you": sent with every reply a model writes; null: none written. */
  persona: z.string().nullable().optional(),
  isPremium: z.boolean(),
  tokens: z.number().int(),
  warningCounter: z.number().int(),
  isAgent: z.boolean(),
  /** ISO time until which the account is suspended; null when it is not. */
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Portraits a user may pick for a personal avatar (welcome modal, personal details). */
export const portraitChoiceSchema = z.object({
  key: z.string(),
  imageUrl: z.string(),
  /** What the portrait shows, in words: its tile's accessible name. */
  label: z.string(),
});
export type PortraitChoice = z.infer<typeof portraitChoiceSchema>;

/** PATCH /api/users/{id}: personal details. Every field optional; at least one required. */
export const updateUserBodySchema = z
  .object({
    avatar: z
      .object({
        name: nameText('Name', AVATAR_NAME_MAX),
        portraitKey: safeText('portraitKey').min(1, 'Pick a portrait').max(64),
      })
      .optional(),
    /** A short description of the user for their Angels; '' or null removes it. */
    persona: safeText('How your Angels see you')
      .max(
        USER_PERSONA_MAX,
        `How your Angels see you must be at most ${USER_PERSONA_MAX} characters`,
      )
      .nullable()
      .optional(),
  })
  .refine((body) => body.avatar !== undefined || body.persona !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
