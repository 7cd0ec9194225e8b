import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { orders, tokenLedger } from '../db/schema.ts';
import { balanceMismatches } from '../money/ledger.ts';
import {
  addCoupon,
  freshBuyer,
  orderRow,
  paymentCookie,
  tokensOf,
} from '../money/money-test-helpers.ts';
import {
  deliver,
  deliverAll,
  deliverRaw,
  outcomeOf,
  signatureOf,
  startCheckout,
  stripeEnv,
} from '../testing/stripe-kit.ts';
import { startStripeServer } from '../testing/stripe-server.ts';
import { useTestApp } from '../testing/test-app.ts';
import { paymentHandoff } from './handoff.ts';
import { CARD, csrfOf } from './page-test-helpers.ts';

const stripe = await startStripeServer();
// A known secret, so the test can make the payment pages' CSRF tokens as the server does.
const SECRET = 'stripe-checkout-test-secret-0123456789abcdef';
const t = useTestApp({ ...stripeEnv(stripe), JWT_SECRET: SECRET });
afterAll(() => stripe.close());
afterEach(() => stripe.recover());

const TOKENS_500 = 'product-type=tokens&product-id=tokens-500';

const entriesOf = (orderId: string) =>
  t.database.db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.refType, 'order'), eq(tokenLedger.refId, orderId)));

const lastCreate = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)
    ?.form ?? {};

describe('a token package through Stripe Checkout', () => {
  it('creates a one-off session priced from our order, and credits the tokens once', async () => {
    const me = await freshBuyer(t, 'stripe-tokens');
    const before = await tokensOf(t, me.id);
    const { sessionId, orderId, cookie } = await startCheckout(t, stripe, me, TOKENS_500);
    // What the SDK sent: our order's price and currency, our order's id.
    expect(lastCreate()).toMatchObject({
      mode: 'payment',
      client_reference_id: orderId,
      metadata: { order_id: orderId },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '1999',
            product_data: { name: '500 tokens' },
          },
        },
      ],
      success_url: `${t.config.publicUrl}/tokens?payment=success&order=${orderId}`,
      cancel_url: `${t.config.publicUrl}/tokens?payment=canceled&order=${orderId}`,
    });
    expect((await orderRow(t, orderId))?.providerRef).toBe(sessionId);

    // A reload of the link, or the order page, goes back to the same open session.
    const created = stripe.requests.length;
    const again = await startCheckout(t, stripe, me, TOKENS_500);
    expect(again.sessionId).toBe(sessionId);
    const page = await t.app.request(`/payment/orders/${orderId}`, { headers: { Cookie: cookie } });
    expect(page.headers.get('Location')).toBe(again.location);
    expect(stripe.requests.slice(created).map((r) => r.path)).not.toContain(
      '/v1/checkout/sessions',
    );
    // The sandbox's card form never takes a Stripe order, even with a valid form.
    const handoff = paymentHandoff(SECRET, false);
    const session = handoff.read(cookie.split('=')[1]);
    if (!session) throw new Error('no payment session');
    const form = await t.app.request(`/payment/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...CARD, csrf: handoff.csrf(session, orderId) }).toString(),
    });
    expect(form.status).toBe(409);
    const refused = await form.text();
    expect(refused).toContain('This order is paid on Stripe&#39;s checkout page.');
    expect(refused).not.toContain('no real money');

    const { events } = stripe.pay(sessionId);
    const [completed] = events;
    if (!completed) throw new Error('no event');
    expect((await deliverAll(t, [completed]))[0]).toEqual({ received: true, duplicate: false });
    // Delivered again, and twice at once: applied once.
    const replays = await Promise.all([deliver(t, completed), deliver(t, completed)]);
    for (const res of replays) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await tokensOf(t, me.id)).toBe(before + 500);
    const entries = await entriesOf(orderId);
    expect(entries.map((e) => [e.amount, e.kind, e.idempotencyKey, e.reason])).toEqual([
      [500, 'purchase', `order:${orderId}`, 'Purchase: 500 tokens'],
    ]);
    const row = await orderRow(t, orderId);
    expect([row?.status, row?.paymentStatus, row?.provider]).toEqual([
      'complete',
      'paid',
      'stripe',
    ]);
    expect(row?.providerRef).toMatch(/^pi_test_/);
    expect(await outcomeOf(t, completed.id)).toBe('fulfilled');
    expect(await balanceMismatches(t.database.db)).toEqual([]);
  });

  it('charges the discounted price of a coupon, and confirms a free order on our page', async () => {
    const me = await freshBuyer(t, 'stripe-coupon');
    await startCheckout(t, stripe, me, `${TOKENS_500}&coupon-code=WELCOME20`);
    expect(lastCreate()).toMatchObject({
      line_items: [
        {
          price_data: {
            unit_amount: '1599',
            product_data: { name: '500 tokens (coupon WELCOME20)' },
          },
        },
      ],
    });
    await addCoupon(t, { code: 'STRIPEFREE', percentOff: 100 });
    const cookie = (await startCheckout(t, stripe, me, TOKENS_500)).cookie;
    const sent = stripe.requests.length;
    const free = await t.app.request(`/payment?${TOKENS_500}&coupon-code=STRIPEFREE`, {
      headers: { Cookie: cookie },
    });
    expect(free.headers.get('Location')).toMatch(/^\/payment\/orders\/[0-9a-f-]{36}$/);
    const location = free.headers.get('Location') ?? '';
    const html = await (await t.app.request(location, { headers: { Cookie: cookie } })).text();
    const before = await tokensOf(t, me.id);
    const confirm = await t.app.request(`${location}/pay`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: csrfOf(html) }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(await tokensOf(t, me.id)).toBe(before + 500);
    expect(stripe.requests.length).toBe(sent);
  });
});

describe('a second payment of one order', () => {
  it('delivers nothing more, and is flagged for a refund', async () => {
    const me = await freshBuyer(t, 'stripe-twice');
    const { sessionId, orderId } = await startCheckout(t, stripe, me, TOKENS_500);
    const first = stripe.sessions.get(sessionId);
    if (!first) throw new Error('no session');
    // A second session of the same order (an earlier answer lost, another tab), paid as well.
    stripe.sessions.set('cs_test_second', { ...first, id: 'cs_test_second' });
    await deliverAll(t, stripe.pay(sessionId).events);
    const before = await tokensOf(t, me.id);
    const [again] = stripe.pay('cs_test_second').events;
    if (!again) throw new Error('no event');
    await deliverAll(t, [again]);
    expect(await outcomeOf(t, again.id)).toBe(
      'order already paid by another payment: refund this one',
    );
    expect(await tokensOf(t, me.id)).toBe(before);
    expect(await entriesOf(orderId)).toHaveLength(1);
  });
});

describe('what the webhook refuses', () => {
  it('answers 400 with a reason to a bad, missing or stale signature, and applies nothing', async () => {
    const me = await freshBuyer(t, 'stripe-forger');
    const { sessionId, orderId } = await startCheckout(t, stripe, me, TOKENS_500);
    const [completed] = stripe.pay(sessionId).events;
    const payload = JSON.stringify(completed);
    const forged = await deliverRaw(t, payload, signatureOf(payload, 'whsec_someone_else'));
    expect(forged.status).toBe(400);
    const body = (await forged.json()) as { code: string; message: string };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toBe(
      'The Stripe-Signature does not hold for this body: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?',
    );
    const tampered = payload.replace('"paid"', '"unpaid"');
    expect((await deliverRaw(t, tampered, signatureOf(payload))).status).toBe(400);
    const missing = await deliverRaw(t, payload, null);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'The Stripe-Signature header is missing.',
    );
    const old = signatureOf(payload, undefined, Math.floor(Date.now() / 1000) - 3600);
    expect((await deliverRaw(t, payload, old)).status).toBe(400);
    expect(await entriesOf(orderId)).toHaveLength(0);
    expect((await orderRow(t, orderId))?.status).toBe('open');
  });

  it('does not fulfil a payment whose amount or currency is not the order’s, and says so', async () => {
    const me = await freshBuyer(t, 'stripe-mismatch');
    const before = await tokensOf(t, me.id);
    for (const reported of [{ amount: 1 }, { currency: 'eur' }]) {
      const { sessionId, orderId } = await startCheckout(
        t,
        stripe,
        me,
        'product-type=tokens&product-id=tokens-100',
      );
      const [completed] = stripe.pay(sessionId, reported).events;
      if (!completed) throw new Error('no event');
      await deliverAll(t, [completed]);
      const row = await orderRow(t, orderId);
      expect(row?.status).toBe('open');
      expect(row?.failure).toMatch(
        /^The payment reported \(.+\) is not this order's price \(499 USD\)/,
      );
      expect(await outcomeOf(t, completed.id)).toBe(
        'amount or currency differs from the order: not fulfilled',
      );
      expect(await entriesOf(orderId)).toHaveLength(0);
      // Set aside, so that the next try is a new order rather than this open one.
      await t.database.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, orderId));
    }
    expect(await tokensOf(t, me.id)).toBe(before);
  });

  it('records an event for an order it does not know, and credits nobody', async () => {
    const me = await freshBuyer(t, 'stripe-stranger');
    const { sessionId } = await startCheckout(t, stripe, me, TOKENS_500);
    const session = stripe.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    const stranger = randomUUID();
    Object.assign(session, { client_reference_id: stranger, metadata: { order_id: stranger } });
    const [completed] = stripe.pay(sessionId).events;
    if (!completed) throw new Error('no event');
    const before = await tokensOf(t, me.id);
    await deliverAll(t, [completed]);
    expect(await outcomeOf(t, completed.id)).toBe(`unknown order ${stranger}: nothing fulfilled`);
    expect(await tokensOf(t, me.id)).toBe(before);
  });
});

describe('when Stripe fails', () => {
  it('the payment link answers a readable 502 page, never a 500, and nothing is charged', async () => {
    const me = await freshBuyer(t, 'stripe-down');
    for (const status of [500, 401, 429]) {
      stripe.fail(status);
      const cookie = await paymentCookie(t, me);
      const res = await t.app.request(`/payment?${TOKENS_500}`, { headers: { Cookie: cookie } });
      expect(res.status, String(status)).toBe(502);
      const html = await res.text();
      expect(html).toContain('Stripe, our payment provider, could not be reached.');
      expect(html).toContain('Nothing was charged');
      expect(html).not.toContain('no real money');
    }
    stripe.recover();
    expect((await startCheckout(t, stripe, me, TOKENS_500)).sessionId).toMatch(/^cs_test_/);
  });
});
