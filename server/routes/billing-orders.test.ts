import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerPage, Order } from '../contract/billing.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { orders, premiumPlans, subscriptions, tokenLedger, tokenPackages } from '../db/schema.ts';
import { balanceMismatches, postEntryNow } from '../money/ledger.ts';
import { freshBuyer, orderRow, tokensOf } from '../money/money-test-helpers.ts';
import { fulfilOrder } from '../money/fulfilment.ts';
import { cancelOrder, openOrder } from '../money/orders.ts';
import { sandboxProvider } from '../payment/sandbox-provider.ts';
import { call } from '../testing/auth-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

// A known secret, so the test can sign sandbox events as the server does.
const SECRET = 'billing-orders-test-secret-0123456789abcdef';
const t = useTestApp({ JWT_SECRET: SECRET });
const db = () => t.database.db;
const sandbox = () => sandboxProvider(SECRET);

const buy = (me: Session, productId = 'tokens-500', couponCode: string | null = null) =>
  openOrder(db(), {
    userId: me.id,
    type: productId.startsWith('premium') ? 'premium' : 'tokens',
    productId,
    couponCode,
    currency: 'USD',
    provider: 'sandbox',
  });

const entriesFor = async (orderId: string) =>
  db()
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.refType, 'order'), eq(tokenLedger.refId, orderId)));

describe('GET /api/tokens/history', () => {
  it('pages the history newest first by cursor, with the balance', async () => {
    const me = await freshBuyer(t, 'history');
    for (let i = 1; i <= 35; i++) {
      await postEntryNow(db(), {
        userId: me.id,
        amount: i,
        kind: 'adjust',
        key: `test-history:${me.id}:${i}`,
        reason: `Adjustment ${i}`,
      });
    }
    const first = await call(t, 'GET', '/api/tokens/history', { token: me.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const page1 = (await first.json()) as LedgerPage;
    expect(page1.items).toHaveLength(30);
    expect(page1.items[0]?.reason).toBe('Adjustment 35');
    expect(page1.balance).toBe(await tokensOf(t, me.id));
    expect(page1.nextCursor).toBe(page1.items.at(-1)?.id);
    const next = await call(t, 'GET', `/api/tokens/history?cursor=${page1.nextCursor}`, {
      token: me.token,
    });
    const page2 = (await next.json()) as LedgerPage;
    // 5 adjustments and the starter grant.
    expect(page2.items.map((i) => i.reason)).toEqual([
      'Adjustment 5',
      'Adjustment 4',
      'Adjustment 3',
      'Adjustment 2',
      'Adjustment 1',
      expect.any(String),
    ]);
    expect(page2.nextCursor).toBeNull();
    for (const cursor of ['-1', 'abc', '1.5', '9'.repeat(19)]) {
      const res = await call(t, 'GET', `/api/tokens/history?cursor=${cursor}`, { token: me.token });
      expect(res.status, cursor).toBe(400);
    }
    expect((await call(t, 'GET', '/api/tokens/history')).status).toBe(401);
  });
});

describe('orders', () => {
  let me: Session;
  let other: Session;
  beforeAll(async () => {
    me = await freshBuyer(t, 'orders');
    other = await freshBuyer(t, 'other');
  });

  it('prices an order on the server and reuses the open one for the same link', async () => {
    const order = await buy(me, 'tokens-500', 'welcome20');
    expect([order.listPriceMinor, order.discountMinor, order.priceMinor]).toEqual([
      1999, 400, 1599,
    ]);
    expect(order.couponCode).toBe('WELCOME20');
    expect(order.description).toBe('500 tokens');
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(60 * 60_000);
    expect((await buy(me, 'tokens-500', 'WELCOME20')).id).toBe(order.id);
    expect((await buy(me, 'tokens-500')).id).not.toBe(order.id);
  });

  it('shows your own order; anyone else’s, unknown or malformed ids are 404', async () => {
    const order = await buy(me, 'tokens-100');
    const mine = await call(t, 'GET', `/api/orders/${order.id}`, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('no-store');
    const body = (await mine.json()) as Order;
    expect(body).toMatchObject({ id: order.id, status: 'open', paymentStatus: 'unpaid' });
    for (const [id, token] of [
      [order.id, other.token],
      [crypto.randomUUID(), me.token],
      ['not-a-uuid', me.token],
      ['2147483648', me.token],
    ] as const) {
      const res = await call(t, 'GET', `/api/orders/${id}`, { token });
      expect(res.status, id).toBe(404);
    }
    expect(
      (await call(t, 'GET', `/api/orders/${'9'.repeat(65)}`, { token: me.token })).status,
    ).toBe(400);
  });

  it('expires an open order past its time when it is looked at', async () => {
    const order = await buy(me, 'tokens-1200');
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const res = await call(t, 'GET', `/api/orders/${order.id}`, { token: me.token });
    expect(((await res.json()) as Order).status).toBe('expired');
  });

  it('fulfils once under 20 parallel calls: one ledger entry, one credit', async () => {
    const order = await buy(me, 'tokens-3000');
    const before = await tokensOf(t, me.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => fulfilOrder(db(), order.id, 'paid', null)),
    );
    expect(results.every((r) => r?.status === 'complete')).toBe(true);
    const entries = await entriesFor(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: 3000,
      kind: 'purchase',
      reason: 'Purchase: 3,000 tokens',
    });
    expect(await tokensOf(t, me.id)).toBe(before + 3000);
    expect((await orderRow(t, order.id))?.paymentStatus).toBe('paid');
  });

  it('cancels an open order; a payment reported for it afterwards still completes it', async () => {
    const order = await buy(other, 'tokens-100');
    expect(await cancelOrder(db(), me.id, order.id)).toBeUndefined();
    expect((await cancelOrder(db(), other.id, order.id))?.status).toBe('canceled');
    expect(await entriesFor(order.id)).toHaveLength(0);
    // The provider took the money: the payment is final, and the buyer gets what they paid for.
    expect((await fulfilOrder(db(), order.id, 'paid', null))?.status).toBe('complete');
    expect(await entriesFor(order.id)).toHaveLength(1);
    expect((await cancelOrder(db(), other.id, order.id))?.status).toBe('complete');
  });

  it('delivers what was ordered, not what the package or plan says at fulfilment', async () => {
    const order = await buy(me, 'tokens-500');
    expect([order.tokens, order.months, order.monthlyTokens]).toEqual([500, null, null]);
    const premium = await buy(me, 'premium-monthly');
    expect([premium.tokens, premium.months, premium.monthlyTokens]).toEqual([null, 1, 300]);
    await db()
      .update(tokenPackages)
      .set({ tokens: 9999 })
      .where(eq(tokenPackages.id, 'tokens-500'));
    await db()
      .update(premiumPlans)
      .set({ months: 24, monthlyTokens: 5000 })
      .where(eq(premiumPlans.id, 'premium-monthly'));
    try {
      const before = await tokensOf(t, me.id);
      await fulfilOrder(db(), order.id, 'paid', null);
      expect(await tokensOf(t, me.id)).toBe(before + 500);
      await fulfilOrder(db(), premium.id, 'paid', null);
      expect(await tokensOf(t, me.id)).toBe(before + 500 + 300);
      const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, me.id));
      const days = ((sub?.currentPeriodEnd.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);
    } finally {
      await db()
        .update(tokenPackages)
        .set({ tokens: 500 })
        .where(eq(tokenPackages.id, 'tokens-500'));
      await db()
        .update(premiumPlans)
        .set({ months: 1, monthlyTokens: 300 })
        .where(eq(premiumPlans.id, 'premium-monthly'));
    }
  });

  it('fulfilment and account deletion at once never deadlock (both lock the user first)', async () => {
    for (let round = 0; round < 6; round++) {
      const buyer = await freshBuyer(t, `race-${round}`);
      const order = await buy(buyer, round % 2 ? 'premium-monthly' : 'tokens-100');
      const [fulfilled] = await Promise.all([
        fulfilOrder(db(), order.id, 'paid', null),
        deleteAccount(db(), buyer.id),
      ]);
      expect(fulfilled?.status).toBe('complete');
      expect((await orderRow(t, order.id))?.userId).toBeNull();
    }
    expect(await balanceMismatches(db())).toEqual([]);
  });
});

describe('POST /api/payments/events/{provider}', () => {
  let me: Session;
  beforeAll(async () => {
    me = await freshBuyer(t, 'webhook');
  });
  const deliver = (rawBody: string, signature: string, provider = 'sandbox') =>
    t.app.request(`/api/payments/events/${provider}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sandbox-Signature': signature },
      body: rawBody,
    });

  it('applies the same signed event replayed 20 times in parallel once', async () => {
    const order = await buy(me, 'tokens-500');
    const before = await tokensOf(t, me.id);
    const signed = sandbox().charge(order, 'paid', null);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deliver(signed.rawBody, signed.signature)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await entriesFor(order.id)).toHaveLength(1);
    expect(await tokensOf(t, me.id)).toBe(before + 500);
    expect((await orderRow(t, order.id))?.status).toBe('complete');
  });

  it('refuses a bad signature, a forged amount and an unknown provider; applies nothing', async () => {
    const order = await buy(me, 'tokens-1200');
    const signed = sandbox().charge(order, 'paid', null);
    expect((await deliver(signed.rawBody, 'f'.repeat(64))).status).toBe(400);
    expect((await deliver(signed.rawBody, '')).status).toBe(400);
    const tampered = signed.rawBody.replace(`"amountMinor":${order.priceMinor}`, '"amountMinor":1');
    expect((await deliver(tampered, signed.signature)).status).toBe(400);
    // Signed with the right key but for less than the price: received, not applied.
    expect((await deliver(tampered, sandbox().sign(tampered))).status).toBe(200);
    expect((await deliver(signed.rawBody, signed.signature, 'stripe')).status).toBe(404);
    expect(await entriesFor(order.id)).toHaveLength(0);
    expect((await orderRow(t, order.id))?.status).toBe('open');
  });

  it('a declined event leaves the order open with the reason, and credits nothing', async () => {
    const order = await buy(me, 'tokens-100');
    const signed = sandbox().charge(order, 'declined', 'Your card was declined.');
    expect((await deliver(signed.rawBody, signed.signature)).status).toBe(200);
    const row = await orderRow(t, order.id);
    expect([row?.status, row?.paymentStatus, row?.failure]).toEqual([
      'open',
      'unpaid',
      'Your card was declined.',
    ]);
    expect(await entriesFor(order.id)).toHaveLength(0);
  });

  it('a premium order fulfilled by 20 parallel replays extends the subscription once', async () => {
    const buyer = await freshBuyer(t, 'premium-webhook');
    const order = await buy(buyer, 'premium-monthly');
    const signed = sandbox().charge(order, 'paid', null);
    await Promise.all(Array.from({ length: 20 }, () => deliver(signed.rawBody, signed.signature)));
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    expect(sub?.planId).toBe('premium-monthly');
    const month = (sub?.currentPeriodEnd.getTime() ?? 0) - (sub?.currentPeriodStart.getTime() ?? 0);
    expect(month / 86_400_000).toBeGreaterThanOrEqual(28);
    expect(month / 86_400_000).toBeLessThanOrEqual(31);
    const grants = await db()
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, buyer.id), eq(tokenLedger.kind, 'grant')));
    expect(grants.filter((g) => g.reason.startsWith('Premium'))).toHaveLength(1);
    expect(await balanceMismatches(db())).toEqual([]);
  });
});
