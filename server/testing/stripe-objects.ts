/**
 * The objects of the local Stripe server (stripe-server.ts): what it stores, built in the
 * shapes of Stripe's API (sessions, coupons, subscriptions, invoices, charges, events) from
 * the form bodies the SDK sends.
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

export type Form = { [key: string]: string | Form | Form[] | string[] };
export type Json = Record<string, unknown>;

export const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
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

export const text = (form: Form, key: string): string | null => {
  const value = form[key];
  return typeof value === 'string' ? value : null;
};
export const sub = (form: Form | undefined, key: string): Form =>
  (form?.[key] as Form | undefined) ?? {};

export type StripeStore = ReturnType<typeof stripeStore>;

export function stripeStore() {
  const sessions = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoicePayments: Json[] = [];
  /** Invoice id → its subscription's id. */
  const invoiceOwners = new Map<string, string>();
  const charges = new Map<string, Json>();

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

  const publicSession = (session: Json): Json => {
    const { line_items_form: _items, subscription_data: _data, ...shown } = session;
    return shown;
  };

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
    sessions,
    coupons,
    subscriptions,
    invoicePayments,
    invoiceOwners,
    charges,
    event,
    createSession,
    publicSession,
    charge,
    subscribe,
    invoice,
  };
}
