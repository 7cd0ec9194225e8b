/**
 * Coupon codes are secrets of a kind: a lookup that fails (an unknown, expired or used code) is
 * counted per user and address, and past the limit every lookup is refused — a right guess
 * included — until the window ends, so codes cannot be found by trying many. The quote
 * endpoint and the payment link share one count.
 */
import type { Context } from 'hono';
import { ERROR_CODES } from '../contract/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

const ROUTE = 'coupon-lookup';

export async function countedCouponLookup<T>(
  limiter: RateLimiter,
  c: Context,
  userId: string,
  lookUp: () => Promise<T>,
): Promise<T> {
  await limiter.check(c, ROUTE, userId);
  try {
    return await lookUp();
  } catch (error) {
    if (error instanceof HttpError && error.body.code === ERROR_CODES.couponInvalid) {
      await limiter.hit(c, ROUTE, userId);
    }
    throw error;
  }
}
