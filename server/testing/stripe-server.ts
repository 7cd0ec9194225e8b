/**
 * A local server that speaks Stripe's API for exactly the calls Angels makes, so tests drive
 * the real SDK (pointed here by STRIPE_API_BASE) without any network: form-encoded requests
 * as the SDK sends them, JSON answers shaped like Stripe's objects, Stripe's error shape.
 *
 * What a buyer does on Stripe's side (pay, renew, refund, dispute, cancel in the portal) is a
 * method here that changes the stored objects and returns the events Stripe would send; the
 * test signs and delivers them (stripe-kit.ts).
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { listenOnLoopback } from './listen.ts';

type Form = { [key: string]: string | Form | Form[] | string[] };
type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const MONTH_SECONDS = 30 * 86_400;

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }, as Stripe reads the SDK's form bodies. */
export function parseForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return arrays(root) as Form;
}

/** Objects keyed 0, 1, 2… become arrays. */
function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
  const numeric = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  return numeric
    ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
    : Object.fromEntries(entries);
}

const text = (form: Form, key: string): string | null => {
  const value = form[key];
  return typeof value === 'string' ? value : null;
};
const sub = (form: Form | undefined, key: string): Form => (form?.[key] as Form | undefined) ?? {};

function stripeError(status: number, type: string, message: string, param?: string) {
  return Response.json(
    { error: { type, message, ...(param ? { param } : {}) } },
    // Tells the SDK not to retry: a test decides what fails and how often.
    { status, headers: { 'Stripe-Should-Retry': 'false', 'Request-Id': id('req') } },
  );
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

export async function startStripeServer(secretKey = 'sk_test_angels_local') {
  const sessions = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoicePayments: Json[] = [];
  /** Invoice id → its subscription's id. */
  const invoiceOwners = new Map<string, string>();
  const charges = new Map<string, Json>();
  /** Every request the SDK made, for assertions: method, path, parsed form. */
  const requests: { method: string; path: string; form: Form }[] = [];
  /** Events caused by our own API calls (a subscription update), for the test to deliver. */
  const outbox: Stripe.Event[] = [];
  let failing: { status: number; message: string } | null = null;

  const event = (type: string, object: Json): Stripe.Event =>
    ({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }) as unknown as Stripe.Event;

  function createSession(form: Form): Json {
    const item = (form.line_items as Form[] | undefined)?.[0] ?? {};
    const price = sub(item, 'price_data');
    const unit = Number(text(price, 'unit_amount') ?? 0) * Number(text(item, 'quantity') ?? 1);
    const couponId = text(((form.discounts as Form[] | undefined) ?? [])[0] ?? {}, 'coupon');
    const coupon = couponId ? coupons.get(couponId) : undefined;
    if (couponId && !coupon) throw new Error(`No such coupon: '${couponId}'`);
    const off = Number(coupon?.amount_off ?? 0);
    const session: Json = {
      id: id('cs'),
      object: 'checkout.session',
      mode: text(form, 'mode'),
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unit,
      amount_total: Math.max(0, unit - off),
      currency: text(price, 'currency'),
      client_reference_id: text(form, 'client_reference_id'),
      metadata: sub(form, 'metadata'),
      success_url: text(form, 'success_url'),
      cancel_url: text(form, 'cancel_url'),
      expires_at: Number(text(form, 'expires_at') ?? nowSeconds() + 86_400),
      created: nowSeconds(),
      livemode: false,
      customer: null,
      payment_intent: null,
      subscription: null,
      invoice: null,
      // Kept to build the subscription on completion (Stripe keeps them as line items).
      line_items_form: form.line_items,
      subscription_data: sub(form, 'subscription_data'),
    };
    session.url = `https://checkout.stripe.test/c/pay/${String(session.id)}`;
    sessions.set(String(session.id), session);
    return session;
  }

  function route(method: string, path: string, form: Form): Response {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return Response.json(publicSession(createSession(form)));
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path))) {
      const session = sessions.get(match[1] ?? '');
      if (!session) return stripeError(404, 'invalid_request_error', 'No such checkout.session');
      return Response.json(publicSession(session));
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: id('coupon'),
        object: 'coupon',
        amount_off: Number(text(form, 'amount_off')),
        currency: text(form, 'currency'),
        duration: text(form, 'duration'),
        max_redemptions: Number(text(form, 'max_redemptions')),
        name: text(form, 'name'),
        metadata: sub(form, 'metadata'),
        valid: true,
      };
      coupons.set(coupon.id, coupon);
      return Response.json(coupon);
    }
    if (method === 'POST' && (match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1] ?? '');
      if (!subscription) return stripeError(404, 'invalid_request_error', 'No such subscription');
      const cancel = text(form, 'cancel_at_period_end');
      if (cancel !== null) subscription.cancel_at_period_end = cancel === 'true';
      outbox.push(event('customer.subscription.updated', { ...subscription }));
      return Response.json(subscription);
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const pi = text(sub(form, 'payment'), 'payment_intent');
      const data = invoicePayments.filter(
        (payment) => (payment.payment as Json).payment_intent === pi,
      );
      return Response.json({ object: 'list', data, has_more: false, url: path });
    }
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method} ${path})`,
    );
  }

  const publicSession = (session: Json): Json => {
    const { line_items_form: _items, subscription_data: _data, ...shown } = session;
    return shown;
  };

  const served = await listenOnLoopback(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? url.search.slice(1) : await request.text();
    const form = parseForm(body);
    requests.push({ method: request.method, path: url.pathname, form });
    if (request.headers.get('Authorization') !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (failing) return stripeError(failing.status, 'api_error', failing.message);
    try {
      return route(request.method, url.pathname, form);
    } catch (error) {
      return stripeError(400, 'invalid_request_error', (error as Error).message);
    }
  });

  function charge(paymentIntent: string, amount: number, currency: string): Json {
    const created = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency,
      payment_intent: paymentIntent,
      refunded: false,
      disputed: false,
      paid: true,
      status: 'succeeded',
    };
    charges.set(paymentIntent, created);
    return created;
  }

  /** A paid invoice of the subscription, its payment recorded as Stripe links them. */
  function invoice(subscription: Json, amount: number, reason: string): Json {
    const currency = String(subscription.currency);
    const paymentIntent = id('pi');
    charge(paymentIntent, amount, currency);
    const created: Json = {
      id: id('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: amount,
      currency,
      billing_reason: reason,
      status: 'paid',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
    invoiceOwners.set(String(created.id), String(subscription.id));
    invoicePayments.push({
      id: id('inpay'),
      object: 'invoice_payment',
      invoice: created.id,
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      status: 'paid',
    });
    return created;
  }

  function subscribe(session: Json): { subscription: Json; first: Json } {
    const item = ((session.line_items_form as Form[] | undefined) ?? [])[0] ?? {};
    const price = sub(item, 'price_data');
    const start = nowSeconds();
    const months = Number(text(sub(price, 'recurring'), 'interval_count') ?? 1);
    const subscription: Json = {
      id: id('sub'),
      object: 'subscription',
      status: 'active',
      currency: session.currency,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      metadata: sub(session.subscription_data as Form, 'metadata'),
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + months * MONTH_SECONDS,
            price: { unit_amount: Number(text(price, 'unit_amount')), currency: session.currency },
          },
        ],
      },
    };
    subscriptions.set(String(subscription.id), subscription);
    const first = invoice(subscription, Number(session.amount_total), 'subscription_create');
    return { subscription, first };
  }

  return {
    url: `http://127.0.0.1:${served.port}`,
    secretKey,
    requests,
    outbox,
    sessions,
    close: served.close,
    /** Every API call fails with this status until `recover()` (Stripe down, a bad key…). */
    fail(status = 500, message = 'An unexpected error occurred.') {
      failing = { status, message };
    },
    recover() {
      failing = null;
    },
    /**
     * The buyer pays the session: the events Stripe sends, in its order. `reported` changes
     * what the completed session says it charged (a tampered or mismatched payment).
     */
    pay(sessionId: string, reported: { amount?: number; currency?: string } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = Number(session.amount_total) > 0 ? 'paid' : 'no_payment_required';
      const events: Stripe.Event[] = [];
      if (session.mode === 'subscription') {
        const { subscription, first } = subscribe(session);
        Object.assign(session, { subscription: subscription.id, invoice: first.id });
        events.push(event('invoice.paid', first));
      } else {
        const paymentIntent = id('pi');
        charge(paymentIntent, Number(session.amount_total), String(session.currency));
        session.payment_intent = paymentIntent;
      }
      const shown = { ...publicSession(session) };
      if (reported.amount !== undefined) shown.amount_total = reported.amount;
      if (reported.currency !== undefined) shown.currency = reported.currency;
      events.unshift(event('checkout.session.completed', shown));
      return { session: shown, events };
    },
    /** The next period is charged: invoice.paid (billing_reason subscription_cycle). */
    renew(subscriptionId: string, amount?: number) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      const item = (subscription.items as { data: Json[] }).data[0] ?? {};
      const price = Number((item.price as Json).unit_amount);
      return event('invoice.paid', invoice(subscription, amount ?? price, 'subscription_cycle'));
    },
    /** The subscription as stored, with `change` applied (e.g. the customer portal cancels). */
    updateSubscription(subscriptionId: string, change: Json) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      Object.assign(subscription, change);
      return event('customer.subscription.updated', { ...subscription });
    },
    deleteSubscription(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds() });
      return event('customer.subscription.deleted', { ...subscription });
    },
    subscription: (subscriptionId: string) => subscriptions.get(subscriptionId),
    /** The PaymentIntents of a subscription's invoices, oldest first. */
    paymentsOf(subscriptionId: string): string[] {
      return invoicePayments
        .filter((payment) => invoiceOwners.get(String(payment.invoice)) === subscriptionId)
        .map((payment) => String((payment.payment as Json).payment_intent));
    },
    /** Refunds `amount` (default: the rest) of the payment: charge.refunded. */
    refund(paymentIntent: string, amount?: number) {
      const paid = charges.get(paymentIntent);
      if (!paid) throw new Error(`No charge for ${paymentIntent}`);
      const refunded = Number(paid.amount_refunded) + (amount ?? Number(paid.amount));
      Object.assign(paid, { amount_refunded: refunded, refunded: refunded >= Number(paid.amount) });
      return event('charge.refunded', { ...paid });
    },
    /** The buyer's bank disputes the payment: charge.dispute.created. */
    dispute(paymentIntent: string, reason = 'fraudulent') {
      const paid = charges.get(paymentIntent);
      if (!paid) throw new Error(`No charge for ${paymentIntent}`);
      paid.disputed = true;
      return event('charge.dispute.created', {
        id: id('dp'),
        object: 'dispute',
        amount: paid.amount,
        currency: paid.currency,
        charge: paid.id,
        payment_intent: paymentIntent,
        reason,
        status: 'needs_response',
      });
    },
  };
}
