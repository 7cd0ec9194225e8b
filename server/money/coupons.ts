/**
 * Coupons: whether one applies to a product for a user, and what it takes off. A redemption
 * is a completed order with the coupon, so an abandoned checkout uses nothing up. The limits
 * only hold if the count and the completion happen under one lock: whoever completes an order
 * with a coupon locks the coupon's row (`lock`) before counting, so two orders paid at once
 * count one another.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons, orders, type CouponRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { discountOf, type Product } from './pricing.ts';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const invalid = (message: string, status: 404 | 422 = 422) =>
  new HttpError(status, { code: ERROR_CODES.couponInvalid, message });

/** Codes are stored upper-case; whatever the user typed is compared upper-cased. */
export const normalCode = (code: string) => code.trim().toUpperCase();

export type AppliedCoupon = { coupon: CouponRow; discountMinor: number };

export async function redemptions(db: Db, code: string, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.couponCode, code),
        eq(orders.status, 'complete'),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The coupon and its discount on `product` for `userId`, or 4xx COUPON_INVALID whose message
 * says why: unknown (404), not yet valid, expired, used up, already used by you, or not for
 * this product (422).
 */
export async function applyCoupon(
  db: Db,
  rawCode: string,
  userId: string,
  product: Product,
  now = new Date(),
  lock = false,
): Promise<AppliedCoupon> {
  const code = normalCode(rawCode);
  const [coupon] = lock
    ? await lockCoupon(db, code)
    : await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) throw invalid('This coupon code does not exist. Check the spelling.', 404);
  if (coupon.startsAt > now) {
    throw invalid(`This coupon is not valid yet: it starts on ${DAY.format(coupon.startsAt)}.`);
  }
  if (coupon.endsAt && coupon.endsAt <= now) {
    throw invalid(`This coupon expired on ${DAY.format(coupon.endsAt)}.`);
  }
  const forOther =
    (coupon.productType !== null && coupon.productType !== product.type) ||
    (coupon.productId !== null && coupon.productId !== product.id);
  if (forOther) throw invalid('This coupon is not valid for this product.');
  const over = await overLimit(db, coupon, userId);
  if (over) throw invalid(over);
  return { coupon, discountMinor: discountOf(coupon, product.priceMinor) };
}

/** The coupon's row, locked until the transaction ends (call inside one). */
export function lockCoupon(tx: Db, code: string): Promise<CouponRow[]> {
  return tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
}

/**
 * Why one more redemption by `userId` would exceed a limit, or null. Counts completed orders,
 * so an order being completed is not counted yet.
 */
export async function overLimit(
  db: Db,
  coupon: CouponRow,
  userId: string | null,
): Promise<string | null> {
  if (
    coupon.maxRedemptions !== null &&
    (await redemptions(db, coupon.code)) >= coupon.maxRedemptions
  ) {
    return 'This coupon has been used up.';
  }
  if (
    userId !== null &&
    coupon.maxPerUser !== null &&
    (await redemptions(db, coupon.code, userId)) >= coupon.maxPerUser
  ) {
    return 'You have already used this coupon.';
  }
  return null;
}
