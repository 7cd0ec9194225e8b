/**
 * A local server that speaks Stripe's API for exactly the calls Angels makes, so tests drive
 * the real SDK (pointed here by STRIPE_API_BASE) without any network: form-encoded requests
 * as the SDK sends them, JSON answers shaped like Stripe's objects, Stripe's error shape.
 *
 * What a buyer does on Stripe's side (pay, renew, refund, dispute, cancel in the portal) is a
 * method here that changes the stored objects and returns the events Stripe would send; the
 * test signs and delivers them (stripe-kit.ts).
 */
import type Stripe from 'stripe';
import { listenOnLoopback } from './listen.ts';
import {
  id,
  nowSeconds,
  parseForm,
  stripeStore,
  sub,
  text,
  type Form,
  type Json,
} from './stripe-objects.ts';

function stripeError(status: number, type: string, message: string, param?: string) {
  return Response.json(
    { error: { type, message, ...(param ? { param } : {}) } },
    // Tells the SDK not to retry: a test decides what fails and how often.
    { status, headers: { 'Stripe-Should-Retry': 'false', 'Request-Id': id('req') } },
  );
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

export async function startStripeServer(secretKey = 'sk_test_angels_local') {
  const store = stripeStore();
  const { sessions, coupons, subscriptions, invoicePayments, invoiceOwners, charges } = store;
  const { event, createSession, publicSession, charge, subscribe, invoice } = store;
  /** Every request the SDK made, for assertions: method, path, parsed form. */
  const requests: { method: string; path: string; form: Form }[] = [];
  /** Events caused by our own API calls (a subscription update), for the test to deliver. */
  const outbox: Stripe.Event[] = [];
  let failing: { status: number; message: string } | null = null;

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
    if (method === 'DELETE' && (match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1] ?? '');
      if (!subscription) return stripeError(404, 'invalid_request_error', 'No such subscription');
      Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds() });
      outbox.push(event('customer.subscription.deleted', { ...subscription }));
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
