import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema.ts';
import {
  addCoupon,
  freshBuyer,
  orderRow,
  paymentCookie,
  tokensOf,
} from '../money/money-test-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CARD, pageClient } from './page-test-helpers.ts';

const t = useTestApp();
const { page, checkout } = pageClient(t);

describe('free orders and premium', () => {
  it('a 100% coupon shows Confirm, and completes with no payment required', async () => {
    const me = await freshBuyer(t, 'free');
    const cookie = await paymentCookie(t, me);
    await addCoupon(t, { code: 'ALLFREE', percentOff: 100, maxPerUser: 1 });
    const before = await tokensOf(t, me.id);
    const order = await checkout(
      cookie,
      'product-type=tokens&product-id=tokens-500&coupon-code=allfree',
    );
    expect(order.html).toMatch(/<button[^>]*>\s*Confirm\s*<\/button>/);
    expect(order.html).not.toContain('card-number');
    const res = await page(`/payment/orders/${order.id}/pay`, {
      cookie,
      form: { csrf: order.csrf },
    });
    expect(res.status).toBe(303);
    const row = await orderRow(t, order.id);
    expect([row?.status, row?.paymentStatus, row?.priceMinor]).toEqual([
      'complete',
      'no_payment_required',
      0,
    ]);
    expect(await tokensOf(t, me.id)).toBe(before + 500);
    // Once per user: the link now explains instead of opening another free order.
    const again = await page(
      '/payment?product-type=tokens&product-id=tokens-500&coupon-code=ALLFREE',
      {
        cookie,
      },
    );
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('You have already used this coupon.');
  });

  it('buying premium returns to /premium with the subscription active', async () => {
    const me = await freshBuyer(t, 'premium');
    const cookie = await paymentCookie(t, me);
    const order = await checkout(
      cookie,
      'product-type=premium&product-id=premium-yearly&coupon-code=WELCOME20',
    );
    expect(order.html).toContain('Premium · 1 year');
    expect(order.html).toContain('Coupon WELCOME20');
    expect(order.html).toContain('Pay $95.99');
    const res = await page(`/payment/orders/${order.id}/pay`, {
      cookie,
      form: { ...CARD, csrf: order.csrf },
    });
    expect(res.headers.get('Location')).toBe(`/premium?payment=success&order=${order.id}`);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, me.id));
    expect(sub?.planId).toBe('premium-yearly');
    expect(sub && sub.currentPeriodEnd > new Date(Date.now() + 360 * 86_400_000)).toBe(true);
  });

  it('escapes what the database holds', async () => {
    const me = await freshBuyer(t, 'escape');
    const cookie = await paymentCookie(t, me);
    await addCoupon(t, { code: '"><I>X', percentOff: 5 });
    const order = await checkout(
      cookie,
      `product-type=tokens&product-id=tokens-100&coupon-code=${encodeURIComponent('"><i>x')}`,
    );
    expect(order.html).toContain('Coupon &quot;&gt;&lt;I&gt;X');
    expect(order.html).not.toContain('<I>');
  });
});
