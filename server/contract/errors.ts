import { z } from 'zod';
import {
  ANGEL_ERROR_CODES,
  AUTH_ERROR_CODES,
  CATALOGUE_ERROR_CODES,
  CHAT_ERROR_CODES,
  MODERATION_ERROR_CODES,
  MONEY_ERROR_CODES,
} from './constants.ts';
import { QUOTA_ERROR_CODES } from './quotas.ts';
import { MEMORY_ERROR_CODES } from './memory-constants.ts';
import { RATING_ERROR_CODES } from './rating-reasons.ts';
import { PROACTIVE_ERROR_CODES } from './proactive-constants.ts';
import { SPENDING_ERROR_CODES } from './spending-constants.ts';

/** Codes any endpoint may answer with, whatever its feature. */
export const HTTP_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** The server is shutting down or a request took too long: try again. */
  timeout: 'TIMEOUT',
  /** GET /api/ready: this process should not be sent traffic (yet, or any more). */
  notReady: 'NOT_READY',
  internal: 'INTERNAL',
} as const;

/**
 * Every `code` an /api error body can carry, so a typo is a compile error on both sides.
 * The auth, chat and money codes live in the zod-free constants module because the browser
 * imports them at runtime; the client takes only the `ErrorCode` type from here.
 */
export const ERROR_CODES = {
  ...HTTP_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...CHAT_ERROR_CODES,
  ...MONEY_ERROR_CODES,
  ...MODERATION_ERROR_CODES,
  ...ANGEL_ERROR_CODES,
  ...CATALOGUE_ERROR_CODES,
  ...MEMORY_ERROR_CODES,
  ...QUOTA_ERROR_CODES,
  ...RATING_ERROR_CODES,
  ...PROACTIVE_ERROR_CODES,
  ...SPENDING_ERROR_CODES,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const errorCodeList = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/**
 * Every non-2xx answer from /api has this body, so the client can always show `message`
 * and branch on `code` without guessing.
 */
export const apiErrorSchema = z.object({
  code: z.enum(errorCodeList),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Facts the client may act on, e.g. suspendedUntil and warningCounter for a suspension. */
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
