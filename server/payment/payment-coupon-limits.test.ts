import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import {
  addCoupon,
  freshBuyer,
  orderRow,
  paymentCookie,
  tokensOf,
} from '../money/money-test-helpers.ts';
import { fulfilOrder } from '../money/fulfilment.ts';
import { openOrder } from '../money/orders.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { payOrder } from './checkout-actions.ts';
import { CARD, pageClient } from './page-test-helpers.ts';
import { applyPaymentEvent } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

const SECRET = 'coupon-limits-test-secret-0123456789abcdef';
const t = useTestApp({ JWT_SECRET: SECRET });
const { page, checkout } = pageClient(t);
const db = () => t.database.db;

const order = (me: Session, productId: string, couponCode: string | null) =>
  openOrder(db(), {
    userId: me.id,
    type: 'tokens',
    productId,
    couponCode,
    currency: 'USD',
    provider: 'sandbox',
  });

const TOKENS: Record<string, number> = { 'tokens-100': 100, 'tokens-500': 500 };

describe('coupon limits hold when orders are paid at once', () => {
  it('two orders with a once-per-user coupon paid in parallel: one completes with it', async () => {
    const me = await freshBuyer(t, 'twice');
    const cookie = await paymentCookie(t, me);
    await addCoupon(t, { code: 'ONCEEACH', percentOff: 10, maxPerUser: 1 });
    const link = (id: string) => `product-type=tokens&product-id=${id}&coupon-code=ONCEEACH`;
    const a = await checkout(cookie, link('tokens-100'));
    const b = await checkout(cookie, link('tokens-500'));
    const before = await tokensOf(t, me.id);
    const answers = await Promise.all(
      [a, b].map((o) =>
        page(`/payment/orders/${o.id}/pay`, { cookie, form: { ...CARD, csrf: o.csrf } }),
      ),
    );
    const rows = await Promise.all([a, b].map((o) => orderRow(t, o.id)));
    const won = rows.filter((r) => r?.status === 'complete');
    expect(won).toHaveLength(1);
    const lost = rows.find((r) => r?.status !== 'complete');
    expect([lost?.status, lost?.failure]).toEqual([
      'canceled',
      'You have already used this coupon.',
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409]);
    const refused = answers.find((r) => r.status === 409);
    const html = (await refused?.text()) ?? '';
    expect(html).toContain('You have already used this coupon. Nothing was charged');
    expect(html).not.toContain('card-number');
    expect(await tokensOf(t, me.id)).toBe(before + (TOKENS[won[0]?.productId ?? ''] ?? NaN));
    // The canceled order's page says why.
    const again = await page(`/payment/orders/${lost?.id}`, { cookie });
    expect(await again.text()).toContain(
      'You have already used this coupon. This order was canceled',
    );
  });

  it('a coupon for one redemption in all, two buyers paying at once: one gets it', async () => {
    await addCoupon(t, { code: 'FIRSTONLY', percentOff: 100, maxRedemptions: 1 });
    const buyers = await Promise.all([freshBuyer(t, 'first-a'), freshBuyer(t, 'first-b')]);
    const opened = await Promise.all(
      buyers.map(async (me) => {
        const cookie = await paymentCookie(t, me);
        const o = await checkout(
          cookie,
          'product-type=tokens&product-id=tokens-500&coupon-code=FIRSTONLY',
        );
        return { me, cookie, ...o };
      }),
    );
    const answers = await Promise.all(
      opened.map((o) =>
        page(`/payment/orders/${o.id}/pay`, { cookie: o.cookie, form: { csrf: o.csrf } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409]);
    const rows = await db().select().from(orders).where(eq(orders.couponCode, 'FIRSTONLY'));
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'complete']);
    const balances = await Promise.all(buyers.map((me) => tokensOf(t, me.id)));
    // Both started with the same welcome tokens; only one got 500 more.
    expect(Math.abs((balances[0] ?? 0) - (balances[1] ?? 0))).toBe(500);
  });

  it('a free order over the limit is refused by fulfilment itself: canceled, nothing credited', async () => {
    const me = await freshBuyer(t, 'free-over');
    await addCoupon(t, { code: 'FREEONCE', percentOff: 100, maxPerUser: 1 });
    const first = await order(me, 'tokens-100', 'FREEONCE');
    const second = await order(me, 'tokens-500', 'FREEONCE');
    expect((await fulfilOrder(db(), first.id, 'no_payment_required', null))?.status).toBe(
      'complete',
    );
    const before = await tokensOf(t, me.id);
    const refused = await fulfilOrder(db(), second.id, 'no_payment_required', null);
    expect([refused?.status, refused?.failure]).toEqual([
      'canceled',
      'You have already used this coupon.',
    ]);
    expect(await tokensOf(t, me.id)).toBe(before);
  });

  it('a provider event paid over the limit completes (the money was taken), logged loudly', async () => {
    const me = await freshBuyer(t, 'paid-over');
    await addCoupon(t, { code: 'PAIDONCE', percentOff: 10, maxPerUser: 1 });
    const first = await order(me, 'tokens-100', 'PAIDONCE');
    const second = await order(me, 'tokens-500', 'PAIDONCE');
    await fulfilOrder(db(), first.id, 'paid', null);
    const before = await tokensOf(t, me.id);
    const logs: string[] = [];
    const sandbox = sandboxProvider(SECRET);
    const signed = sandbox.charge(second, 'paid', null);
    const event = await sandbox.verifyEvent({
      rawBody: signed.rawBody,
      headers: new Headers({ 'Sandbox-Signature': signed.signature }),
    });
    if (!event) throw new Error('unverified');
    const applied = await applyPaymentEvent(db(), sandbox, event, (m) => logs.push(m));
    expect(applied.order?.status).toBe('complete');
    expect(await tokensOf(t, me.id)).toBe(before + 500);
    expect(logs.join('\n')).toMatch(/ATTENTION: order .* PAIDONCE over its limit/);
  });
});

describe('a paid event for a canceled order', () => {
  it('completes it: the payment is final', async () => {
    const me = await freshBuyer(t, 'late-pay');
    const o = await order(me, 'tokens-100', null);
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, o.id));
    const before = await tokensOf(t, me.id);
    expect((await fulfilOrder(db(), o.id, 'paid', 'ch_late'))?.status).toBe('complete');
    expect(await tokensOf(t, me.id)).toBe(before + 100);
    // A free order canceled stays canceled.
    const free = await order(me, 'tokens-500', null);
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, free.id));
    expect((await fulfilOrder(db(), free.id, 'no_payment_required', null))?.status).toBe(
      'canceled',
    );
  });

  it('the sandbox does not charge an order canceled in another tab: the closed-order page', async () => {
    const me = await freshBuyer(t, 'tab-cancel');
    const o = await order(me, 'tokens-100', null);
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, o.id));
    const before = await tokensOf(t, me.id);
    const form = new URLSearchParams({ ...CARD });
    // The order as the route read it a moment before the other tab canceled it.
    const result = await payOrder(db(), sandboxProvider(SECRET), o, form, {
      csrf: 'x',
      log: () => {},
    });
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(409);
    expect(result.html).toContain('This order was canceled');
    expect(result.html).not.toContain('card-number');
    expect((await orderRow(t, o.id))?.status).toBe('canceled');
    expect(await tokensOf(t, me.id)).toBe(before);
  });
});
