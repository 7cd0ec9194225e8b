/**
 * The header a paid request repeats its `requestId` in (card import, Angel creation). The
 * server reads headers before the body: with the id there it tells a retry of a request it
 * already holds from a new one at once, and refuses a new one the account cannot pay for
 * without reading its megabytes (issue 25). The body's `requestId` must be the same.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header of a request identified by `requestId`, for a client's write. */
export const idempotencyHeaders = (requestId: string): Record<string, string> => ({
  [IDEMPOTENCY_HEADER]: requestId,
});
