import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '../contract/billing.ts';
import { orders, stripeSubscriptions, subscriptions, tokenLedger } from '../db/schema.ts';
import { freshBuyer, orderRow } from '../money/money-test-helpers.ts';
import { addMonths } from '../money/premium.ts';
import { call } from '../testing/auth-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { deliver, deliverAll, outcomeOf, startCheckout, stripeEnv } from '../testing/stripe-kit.ts';
import { startStripeServer } from '../testing/stripe-server.ts';
import { useTestApp } from '../testing/test-app.ts';

const stripe = await startStripeServer();
const t = useTestApp(stripeEnv(stripe));
afterAll(() => stripe.close());
afterEach(() => stripe.recover());

const db = () => t.database.db;
const MONTHLY = 'product-type=premium&product-id=premium-monthly';

const ours = async (userId: string) => {
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
};

const premiumGrants = (userId: string) =>
  db()
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.kind, 'grant')))
    .then((rows) => rows.filter((row) => row.reason.startsWith('Premium')));

/** Buys the monthly plan through Stripe: our order, Stripe's subscription id. */
async function subscribe(me: Session, query = MONTHLY) {
  const { sessionId, orderId } = await startCheckout(t, stripe, me, query);
  const { session, events } = stripe.pay(sessionId);
  // Stripe does not promise an order: the first invoice may come before the completion.
  await deliverAll(t, [...events].reverse());
  return { orderId, subscriptionId: String(session.subscription), events };
}

describe('premium as a Stripe subscription', () => {
  it('subscribes at the list price, the coupon taking off the first invoice only', async () => {
    const me = await freshBuyer(t, 'stripe-premium');
    const { sessionId, orderId } = await startCheckout(
      t,
      stripe,
      me,
      `${MONTHLY}&coupon-code=WELCOME20`,
    );
    const coupon = stripe.requests.find((r) => r.path === '/v1/coupons')?.form;
    expect(coupon).toMatchObject({
      amount_off: '300',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'Coupon WELCOME20',
    });
    const session = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.form;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: orderId,
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '1499',
            recurring: { interval: 'month', interval_count: '1' },
          },
        },
      ],
      subscription_data: { metadata: { order_id: orderId, user_id: me.id } },
    });
    expect(stripe.sessions.get(sessionId)?.amount_total).toBe(1199);
    const { session: paid, events } = stripe.pay(sessionId);
    await deliverAll(t, events);
    await deliverAll(t, events);
    const order = await orderRow(t, orderId);
    expect([order?.status, order?.priceMinor, order?.providerRef]).toEqual([
      'complete',
      1199,
      paid.invoice,
    ]);
    const sub = await ours(me.id);
    expect([sub?.provider, sub?.planId, sub?.cancelAtPeriodEnd]).toEqual([
      'stripe',
      'premium-monthly',
      false,
    ]);
    expect(await premiumGrants(me.id)).toHaveLength(1);
    const [link] = await db()
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.userId, me.id));
    expect([link?.id, link?.orderId]).toEqual([paid.subscription, orderId]);
    // The first invoice was the checkout's: it renews nothing.
    expect(await outcomeOf(t, events[1]?.id ?? '')).toBe('not a renewal (subscription_create)');
  });

  it('renews from each paid invoice, once, at the price first bought', async () => {
    const me = await freshBuyer(t, 'stripe-renewal');
    const { subscriptionId } = await subscribe(me);
    // A month has (nearly) gone by: the period ends in a minute.
    const now = new Date();
    const end = new Date(now.getTime() + 60_000);
    await db()
      .update(subscriptions)
      .set({ currentPeriodStart: addMonths(end, -1), currentPeriodEnd: end })
      .where(eq(subscriptions.userId, me.id));
    const renewal = stripe.renew(subscriptionId);
    await deliverAll(t, [renewal, renewal]);
    const sub = await ours(me.id);
    expect(sub?.currentPeriodEnd.toISOString()).toBe(addMonths(end, 1).toISOString());
    // The second month's tokens, granted as a month of premium always is.
    expect(await premiumGrants(me.id)).toHaveLength(2);
    const renewals = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, me.id), eq(orders.description, 'Premium · 1 month (renewal)')));
    expect(renewals.map((o) => [o.status, o.paymentStatus, o.priceMinor])).toEqual([
      ['complete', 'paid', 1499],
    ]);
    // An invoice for another amount extends nothing.
    const odd = stripe.renew(subscriptionId, 99);
    await deliverAll(t, [odd]);
    expect(await outcomeOf(t, odd.id)).toBe('renewal amount differs: not applied');
    expect((await ours(me.id))?.currentPeriodEnd).toEqual(sub?.currentPeriodEnd);
  });
});

describe('cancel at period end, both ways', () => {
  let me: Session;
  let subscriptionId: string;
  beforeAll(async () => {
    me = await freshBuyer(t, 'stripe-cancel');
    ({ subscriptionId } = await subscribe(me));
  });

  const state = async (path: 'cancel' | 'resume') => {
    const res = await call(t, 'POST', `/api/premium/subscription/${path}`, { token: me.token });
    return { status: res.status, body: (await res.json()) as { subscription: Subscription } };
  };

  it('our cancel and resume change Stripe first, and Stripe’s echo changes nothing more', async () => {
    const canceled = await state('cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(stripe.subscription(subscriptionId)?.cancel_at_period_end).toBe(true);
    const echo = stripe.outbox.at(-1);
    if (!echo) throw new Error('no echo');
    await deliverAll(t, [echo]);
    expect(await outcomeOf(t, echo.id)).toBe('ends at period end');
    expect((await ours(me.id))?.cancelAtPeriodEnd).toBe(true);

    const resumed = await state('resume');
    expect(resumed.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect(stripe.subscription(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('Stripe down: a readable 503, and neither side changed', async () => {
    stripe.fail(500, 'Stripe is having a bad day.');
    const res = await call(t, 'POST', '/api/premium/subscription/cancel', { token: me.token });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message:
        'Stripe could not be reached to cancel the subscription. Nothing was changed; try again in a minute.',
    });
    expect((await ours(me.id))?.cancelAtPeriodEnd).toBe(false);
    expect(stripe.subscription(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('a cancellation made on Stripe’s side is copied here, and so is its undoing', async () => {
    await deliverAll(t, [
      stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true }),
    ]);
    expect((await ours(me.id))?.cancelAtPeriodEnd).toBe(true);
    await deliverAll(t, [
      stripe.updateSubscription(subscriptionId, { cancel_at_period_end: false }),
    ]);
    expect((await ours(me.id))?.cancelAtPeriodEnd).toBe(false);
    // Deleted on Stripe: no more renewals; the period paid for stays.
    const deleted = stripe.deleteSubscription(subscriptionId);
    const res = await deliver(t, deleted);
    expect(res.status).toBe(200);
    const sub = await ours(me.id);
    expect(sub?.cancelAtPeriodEnd).toBe(true);
    expect(sub && sub.currentPeriodEnd > new Date()).toBe(true);
    const [link] = await db()
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.id, subscriptionId));
    expect(link?.status).toBe('canceled');
    // Nothing at Stripe would charge the next period: resuming is refused, in words.
    const resume = await call(t, 'POST', '/api/premium/subscription/resume', { token: me.token });
    expect(resume.status).toBe(409);
    expect(((await resume.json()) as { message: string }).message).toMatch(
      /^Your Stripe subscription has ended, so premium cannot renew\./,
    );
  });
});

describe('deleting the account', () => {
  it('ends its Stripe subscription first, so nobody is charged for a deleted account', async () => {
    const me = await freshBuyer(t, 'stripe-leaver');
    const { subscriptionId } = await subscribe(me);
    const remove = () =>
      call(t, 'POST', `/api/users/${me.id}/deletion`, {
        token: me.token,
        body: { currentPassword: 'correct horse 1' },
      });
    stripe.fail(500);
    const refused = await remove();
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Stripe could not be reached to end your premium subscription before deleting the account. Nothing was changed; try again in a minute.',
    );
    expect(await ours(me.id)).toBeDefined();
    stripe.recover();
    expect((await remove()).status).toBe(204);
    expect(stripe.subscription(subscriptionId)?.status).toBe('canceled');
    // Stripe's own word of it comes afterwards, for an account that is gone: recorded, harmless.
    const deleted = stripe.outbox.at(-1);
    if (!deleted) throw new Error('no event');
    await deliverAll(t, [deleted]);
    expect(await outcomeOf(t, deleted.id)).toBe('unknown subscription: nothing synced');
  });
});
