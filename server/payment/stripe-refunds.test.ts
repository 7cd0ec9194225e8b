import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenLedger, users } from '../db/schema.ts';
import { balanceMismatches, postEntryNow } from '../money/ledger.ts';
import { freshBuyer, tokensOf } from '../money/money-test-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { deliver, deliverAll, outcomeOf, startCheckout, stripeEnv } from '../testing/stripe-kit.ts';
import { startStripeServer } from '../testing/stripe-server.ts';
import { useTestApp } from '../testing/test-app.ts';

const stripe = await startStripeServer();
const t = useTestApp(stripeEnv(stripe));
afterAll(() => stripe.close());

const db = () => t.database.db;

/** Buys through Stripe and delivers the payment: the order and its PaymentIntent. */
async function buy(me: Session, query: string) {
  const { sessionId, orderId } = await startCheckout(t, stripe, me, query);
  const { session, events } = stripe.pay(sessionId);
  await deliverAll(t, events);
  return { orderId, session };
}

const reversals = (orderId: string) =>
  db()
    .select()
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.refType, 'order'),
        eq(tokenLedger.refId, orderId),
        eq(tokenLedger.kind, 'adjust'),
      ),
    );

describe('refunds and disputes from Stripe', () => {
  it('a refund takes the tokens back with a readable reason, once, partial refunds in turn', async () => {
    const me = await freshBuyer(t, 'stripe-refund');
    const before = await tokensOf(t, me.id);
    const { orderId, session } = await buy(me, 'product-type=tokens&product-id=tokens-500');
    const paymentIntent = String(session.payment_intent);
    const half = stripe.refund(paymentIntent, 1000);
    await deliverAll(t, [half, half]);
    // 1000 of 1999 refunded: half the tokens, rounded.
    expect(await tokensOf(t, me.id)).toBe(before + 500 - 250);
    const rest = stripe.refund(paymentIntent, 999);
    await deliverAll(t, [rest]);
    expect(await tokensOf(t, me.id)).toBe(before);
    const entries = await reversals(orderId);
    expect(entries.map((e) => [e.amount, e.reason])).toEqual([
      [-250, 'Refunded through Stripe: 250 tokens of "500 tokens" taken back'],
      [-250, 'Refunded through Stripe: 250 tokens of "500 tokens" taken back'],
    ]);
    expect(await outcomeOf(t, rest.id)).toBe('refund: 250 tokens taken back');
  });

  it('a dispute after the tokens were spent takes what is left, never below zero', async () => {
    const me = await freshBuyer(t, 'stripe-dispute');
    const { orderId, session } = await buy(me, 'product-type=tokens&product-id=tokens-500');
    const balance = await tokensOf(t, me.id);
    await postEntryNow(db(), {
      userId: me.id,
      amount: -(balance - 100),
      kind: 'charge',
      key: `test-spend:${me.id}`,
      reason: 'Spent on replies',
    });
    const dispute = stripe.dispute(String(session.payment_intent));
    await deliverAll(t, [dispute, dispute]);
    expect(await tokensOf(t, me.id)).toBe(0);
    expect((await reversals(orderId)).map((e) => [e.amount, e.reason])).toEqual([
      [-100, 'Payment disputed with the bank: 100 tokens of "500 tokens" taken back'],
    ]);
    expect(await outcomeOf(t, dispute.id)).toBe(
      'dispute: 100 tokens taken back, 400 already spent',
    );
    // A refund of the same payment afterwards takes only what the dispute could not.
    await postEntryNow(db(), {
      userId: me.id,
      amount: 1000,
      kind: 'grant',
      key: `test-gift:${me.id}`,
      reason: 'A gift',
    });
    await deliverAll(t, [stripe.refund(String(session.payment_intent))]);
    expect(await tokensOf(t, me.id)).toBe(1000 - 400);
    expect(await balanceMismatches(db())).toEqual([]);
  });

  it('a full refund of premium ends it and takes back the month’s tokens', async () => {
    const me = await freshBuyer(t, 'stripe-premium-refund');
    const before = await tokensOf(t, me.id);
    const { session } = await buy(me, 'product-type=premium&product-id=premium-monthly');
    expect(await tokensOf(t, me.id)).toBe(before + 300);
    const [firstPayment] = stripe.paymentsOf(String(session.subscription));
    const refund = stripe.refund(firstPayment ?? '');
    await deliverAll(t, [refund]);
    expect(await outcomeOf(t, refund.id)).toBe('refund: 300 tokens taken back, premium ended');
    expect(await tokensOf(t, me.id)).toBe(before);
    const [row] = await db().select().from(users).where(eq(users.id, me.id));
    expect(row?.premiumUntil && row.premiumUntil <= new Date()).toBe(true);
    // Stripe's lookup of which invoice the payment paid went through the SDK.
    expect(stripe.requests.some((r) => r.path === '/v1/invoice_payments')).toBe(true);
  });

  it('a refund of a payment we never sold is recorded and changes nothing', async () => {
    const me = await freshBuyer(t, 'stripe-foreign');
    const { session } = await buy(me, 'product-type=tokens&product-id=tokens-100');
    const refund = stripe.refund(String(session.payment_intent));
    const data = refund.data.object as { payment_intent: string };
    data.payment_intent = 'pi_test_not_ours';
    const before = await tokensOf(t, me.id);
    await deliverAll(t, [refund]);
    expect(await outcomeOf(t, refund.id)).toBe('unknown payment: nothing reversed');
    expect(await tokensOf(t, me.id)).toBe(before);
  });

  it('Stripe down while tracing a refund: 503, so that Stripe delivers it again', async () => {
    const me = await freshBuyer(t, 'stripe-refund-retry');
    const { session } = await buy(me, 'product-type=premium&product-id=premium-monthly');
    const [payment] = stripe.paymentsOf(String(session.subscription));
    const refund = stripe.refund(payment ?? '');
    stripe.fail(503);
    const res = await deliver(t, refund);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await outcomeOf(t, refund.id)).toBeUndefined();
    stripe.recover();
    await deliverAll(t, [refund]);
    expect(await outcomeOf(t, refund.id)).toBe('refund: 300 tokens taken back, premium ended');
  });
});
