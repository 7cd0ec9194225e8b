import { z } from 'zod';
import {
  REPLY_RATING_NOTE_MAX,
  REPLY_RATING_REASONS,
  REPLY_RATING_VALUES,
} from './rating-reasons.ts';
import { MAX_ALTERNATIVES } from './constants.ts';
import { safeText } from './text.ts';

export * from './rating-reasons.ts';

const valueSchema = z.enum(REPLY_RATING_VALUES, { error: 'The rating must be "up" or "down"' });
const reasonSchema = z.enum(REPLY_RATING_REASONS, {
  error: `The reason must be one of: ${REPLY_RATING_REASONS.join(', ')}`,
});

/** The reading user's rating of a reply, as their chat shows it. */
export const replyRatingSchema = z.object({
  value: valueSchema,
  /** What was wrong (a thumbs down only). */
  reason: reasonSchema.nullable(),
  note: z.string().nullable(),
  ratedAt: z.string(),
});
export type ReplyRating = z.infer<typeof replyRatingSchema>;

/**
 * Which version of the reply (its swipe, from 0): the one on screen when the user rated. A
 * rating queued offline is sent later, maybe after another version was chosen; without it,
 * the version shown when it arrives is rated.
 */
const alternativeSchema = z
  .number({ error: 'alternative must be a whole number' })
  .int('alternative must be a whole number')
  .min(0, 'alternative must be at least 0')
  .max(MAX_ALTERNATIVES - 1, `A reply has at most ${MAX_ALTERNATIVES} versions`);

/**
 * PUT /api/chats/{chatHash}/messages/{id}/rating: rates a finished Angel reply, replacing any
 * earlier rating of it (so a repeat is harmless: an offline queue may send it twice).
 */
export const rateReplyBodySchema = z
  .object({
    value: valueSchema,
    alternative: alternativeSchema.optional(),
    reason: reasonSchema.nullable().optional(),
    note: safeText('The note')
      .trim()
      .max(REPLY_RATING_NOTE_MAX, `A note has at most ${REPLY_RATING_NOTE_MAX} characters`)
      .nullable()
      .optional(),
  })
  .refine((body) => body.value === 'down' || !body.reason, {
    message: 'Only a thumbs down takes a reason',
    path: ['reason'],
  });
export type RateReplyBody = z.input<typeof rateReplyBodySchema>;

/** DELETE …/rating?alternative=: takes back the rating of that version (default: the shown). */
export const unrateReplyQuerySchema = z.object({
  alternative: z.coerce
    .number({ error: 'alternative must be a whole number' })
    .pipe(alternativeSchema)
    .optional(),
});

/** GET /api/admin/avatars/{id}/reply-quality: how users rate an Angel's replies (all users). */
export const replyQualitySchema = z.object({
  avatarId: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  /** The reasons given with a thumbs down, most given first (those never given left out). */
  reasons: z.array(z.object({ reason: reasonSchema, count: z.number().int() })),
});
export type ReplyQuality = z.infer<typeof replyQualitySchema>;

/** In "Download my data": every reply the user rated. */
export const ratingExportSchema = z.object({
  chatHash: z.string(),
  messageId: z.string(),
  /** Which version of the reply (its swipe, from 0). */
  alternative: z.number().int(),
  angel: z.string().nullable(),
  value: valueSchema,
  reason: reasonSchema.nullable(),
  note: z.string().nullable(),
  ratedAt: z.string(),
});
export type RatingExport = z.infer<typeof ratingExportSchema>;
