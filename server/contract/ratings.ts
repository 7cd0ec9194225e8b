import { z } from 'zod';
import {
  REPLY_RATING_NOTE_MAX,
  REPLY_RATING_REASONS,
  REPLY_RATING_VALUES,
} from './rating-reasons.ts';
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
 * PUT /api/chats/{chatHash}/messages/{id}/rating: rates a finished Angel reply, replacing any
 * earlier rating of it (so a repeat is harmless: an offline queue may send it twice).
 */
export const rateReplyBodySchema = z
  .object({
    value: valueSchema,
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
