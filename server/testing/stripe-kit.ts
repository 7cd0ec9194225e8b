/**
 * For the Stripe tests: the app configured for Stripe against the local Stripe server, events
 * signed with the SDK's own test-header helper and delivered to our webhook, and the buyer's
 * way to a Checkout Session (the payment link, followed as a browser does).
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { stripeEvents } from '../db/schema.ts';
import { paymentCookie } from '../money/money-test-helpers.ts';
import type { Session } from './chat-helpers.ts';
import type { StripeServer } from './stripe-server.ts';
import type { TestContext } from './test-app.ts';

export const WEBHOOK_SECRET = 'whsec_angels_local_test_secret';
export const WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** The environment of an app that takes payments through the local Stripe server. */
export const stripeEnv = (server: StripeServer): Record<string, string> => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: server.secretKey,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: server.url,
});

/** The Stripe-Signature Stripe would send for this body (the SDK's own helper). */
export const signatureOf = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });

/** Posts the event to our webhook, signed as Stripe signs it (or with `signature`). */
export function deliver(t: TestContext, event: Stripe.Event, signature?: string) {
  const payload = JSON.stringify(event, null, 2);
  return deliverRaw(t, payload, signature ?? signatureOf(payload));
}

export function deliverRaw(t: TestContext, payload: string, signature: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return t.app.request(WEBHOOK_PATH, { method: 'POST', headers, body: payload });
}

/** Delivers each event and expects Stripe's 200; the bodies, in order. */
export async function deliverAll(t: TestContext, events: Stripe.Event[]) {
  const bodies: { received: boolean; duplicate: boolean }[] = [];
  for (const event of events) {
    const res = await deliver(t, event);
    expect(res.status, await res.clone().text()).toBe(200);
    bodies.push((await res.json()) as { received: boolean; duplicate: boolean });
  }
  return bodies;
}

/** What our record of the event says it did. */
export async function outcomeOf(t: TestContext, eventId: string): Promise<string | undefined> {
  const [row] = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
  return row?.outcome;
}

/**
 * The buyer follows the payment link: the 303 to Stripe's hosted page, the session's id,
 * and our order's id (the session's client_reference_id).
 */
export async function startCheckout(
  t: TestContext,
  server: StripeServer,
  me: Session,
  query: string,
) {
  const cookie = await paymentCookie(t, me);
  const res = await t.app.request(`/payment?${query}`, { headers: { Cookie: cookie } });
  expect(res.status, await res.clone().text()).toBe(303);
  const location = res.headers.get('Location') ?? '';
  expect(location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/);
  const sessionId = location.split('/').at(-1) ?? '';
  const session = server.sessions.get(sessionId);
  return { cookie, location, sessionId, orderId: String(session?.client_reference_id) };
}
