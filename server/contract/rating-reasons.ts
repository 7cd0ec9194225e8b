/**
 * Rating an Angel's reply: the zod-free facts both sides use (the chat imports these at
 * runtime; the schemas in ratings.ts build on them). Each limit and reason is defined once here.
 */

/** Thumbs up or down. */
export const REPLY_RATING_VALUES = ['up', 'down'] as const;
export type ReplyRatingValue = (typeof REPLY_RATING_VALUES)[number];

/**
 * What was wrong with a reply (a thumbs down only: these are the failures people meet in
 * character chats). The agents' console counts them per Angel.
 */
export const REPLY_RATING_REASONS = [
  'out-of-character',
  'repetitive',
  'too-short',
  'wrong-facts',
  'not-what-i-asked',
] as const;
export type ReplyRatingReason = (typeof REPLY_RATING_REASONS)[number];

export const REPLY_RATING_REASON_LABELS = {
  'out-of-character': 'Out of character',
  repetitive: 'Repetitive',
  'too-short': 'Too short',
  'wrong-facts': 'Wrong facts',
  'not-what-i-asked': 'Not what I asked',
} as const satisfies Record<ReplyRatingReason, string>;

/** Characters of the optional note on a rating. */
export const REPLY_RATING_NOTE_MAX = 300;

export const RATING_ERROR_CODES = {
  /** Not a finished Angel reply the user can see (their own message, one being written, a
   * failed or moderated reply). */
  notRateable: 'NOT_RATEABLE',
} as const;
