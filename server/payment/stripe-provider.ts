/**
 * Stripe Checkout behind the PaymentProvider interface, through the official SDK. A token
 * package is a one-off payment (mode `payment`), premium a subscription (mode
 * `subscription`). Amounts and currency always come from our order, never from the client;
 * the order's id travels as the session's `client_reference_id` (and in its metadata) and
 * comes back in the webhook events, which stripe-webhooks.ts acts on.
 */
import Stripe from 'stripe';
import { ERROR_CODES } from '../contract/errors.ts';
import type { OrderRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { CheckoutStart, CheckoutUrls, PaymentEvent, PaymentProvider } from './provider.ts';
import type { StripeSettings } from './stripe-config.ts';

export const STRIPE_PROVIDER = 'stripe';

/** Stripe refuses a Checkout Session that expires sooner than this, or later than a day. */
const SESSION_MIN_LIFETIME_MS = 31 * 60_000;
const SESSION_MAX_LIFETIME_MS = 23 * 3_600_000;

/** Checkout's own minimum: a one-off payment of 0 cannot go through Stripe at all. */
const FREE = 0;

/** Stripe failed or could not be reached (`what`: while doing what): a 503 to retry. */
export const stripeUnavailable = (what: string) =>
  new HttpError(503, {
    code: ERROR_CODES.paymentProviderUnavailable,
    message: `Stripe could not be reached ${what}. Nothing was changed; try again in a minute.`,
  });

export type StripeProvider = PaymentProvider & {
  readonly stripe: Stripe;
  /** The verified event; throws Stripe's StripeSignatureVerificationError when it is not. */
  constructEvent(rawBody: string, signature: string): Promise<Stripe.Event>;
  /** Cancel at period end (true) or resume (false), on Stripe's side. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<Stripe.Subscription>;
  /** Ends the subscription at once (no more invoices): the account it paid for is gone. */
  cancelSubscription(subscriptionId: string): Promise<Stripe.Subscription>;
  /** The invoice a subscription's payment (its PaymentIntent) paid, or null. */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
};

/**
 * Whether the order is paid (or confirmed) on our own checkout page rather than Stripe's:
 * free tokens (a 100% coupon). Free premium still goes to Stripe, which keeps a card on file
 * for the renewals.
 */
export const confirmedOnOurPage = (order: OrderRow) =>
  order.productType === 'tokens' && order.priceMinor === FREE;

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    // The SDK retries network failures and 409/5xx itself, with idempotency keys; three tries
    // of 8 s each stay within the request timeout (30 s), so the buyer gets our answer.
    maxNetworkRetries: 2,
    timeout: 8_000,
    appInfo: { name: 'Angels' },
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The order a session was for: our id, as we sent it. */
export const orderIdOfSession = (session: Stripe.Checkout.Session): string | null =>
  session.client_reference_id ?? session.metadata?.order_id ?? null;

/**
 * A completed checkout as the orders see a payment. A session paid by a delayed method
 * (`unpaid` at completion) is not a payment yet: null until async_payment_succeeded.
 * `providerRef` is what a later refund or dispute is traced back by: the PaymentIntent of a
 * one-off payment, the first invoice of a subscription.
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded' &&
    event.type !== 'checkout.session.async_payment_failed'
  ) {
    return null;
  }
  const session = event.data.object;
  const orderId = orderIdOfSession(session);
  if (!orderId) return null;
  const failed = event.type === 'checkout.session.async_payment_failed';
  if (!failed && session.payment_status === 'unpaid') return null;
  return {
    eventId: event.id,
    orderId,
    outcome: failed ? 'declined' : 'paid',
    reason: failed ? 'The payment did not go through. Nothing was charged.' : null,
    amountMinor: session.amount_total,
    currency: session.currency,
    providerRef: idOf(session.payment_intent) ?? idOf(session.invoice) ?? session.id,
  };
}

/** Retries within this long send the very same parameters (see expiresAt). */
const EXPIRY_STEP_MS = 10 * 60_000;

/**
 * The session's end: the order's, or Stripe's minimum from now, rounded up to a 10-minute step.
 * The idempotency key names it, so that a retry soon after a lost answer sends the same
 * parameters under the same key and gets the same session back, instead of Stripe's
 * "same key, other parameters" error or a second session for one order.
 */
function expiresAt(order: OrderRow, now: number): number {
  const soonest = Math.ceil((now + SESSION_MIN_LIFETIME_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
  const wanted = Math.max(order.expiresAt.getTime(), soonest);
  return Math.floor(Math.min(wanted, now + SESSION_MAX_LIFETIME_MS) / 1000);
}

type CreateParams = Stripe.Checkout.SessionCreateParams;

function productName(order: OrderRow): string {
  return order.couponCode ? `${order.description} (coupon ${order.couponCode})` : order.description;
}

/** A token package: one payment of the order's price, discount already taken off. */
function paymentParams(order: OrderRow): CreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: order.currency.toLowerCase(),
          unit_amount: order.priceMinor,
          product_data: { name: productName(order) },
        },
      },
    ],
    payment_intent_data: { metadata: { order_id: order.id } },
  };
}

/**
 * Premium: the plan's list price every `months` months; a coupon is a Stripe coupon for the
 * first invoice only (as the sandbox's renewals charge the full price), so the first charge
 * is exactly the order's price.
 */
async function subscriptionParams(
  stripe: Stripe,
  order: OrderRow,
  attempt: string,
): Promise<CreateParams> {
  if (!order.months) throw new Error(`Order ${order.id} records no months to subscribe for`);
  const currency = order.currency.toLowerCase();
  const discounts: CreateParams['discounts'] = [];
  if (order.discountMinor > 0) {
    const coupon = await stripe.coupons.create(
      {
        amount_off: order.discountMinor,
        currency,
        duration: 'once',
        max_redemptions: 1,
        name: `Coupon ${order.couponCode ?? ''}`.trim().slice(0, 40),
        metadata: { order_id: order.id },
      },
      { idempotencyKey: `coupon:${order.id}:${attempt}` },
    );
    discounts.push({ coupon: coupon.id });
  }
  return {
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: order.listPriceMinor,
          recurring: { interval: 'month', interval_count: order.months },
          product_data: { name: order.description },
        },
      },
    ],
    ...(discounts.length ? { discounts } : {}),
    subscription_data: { metadata: { order_id: order.id, user_id: order.userId ?? '' } },
  };
}

export function stripeProvider(settings: StripeSettings, client?: Stripe): StripeProvider {
  const stripe = client ?? stripeClient(settings);

  /** The order's session while it is still open: a reload never opens a second way to pay. */
  async function openSession(order: OrderRow): Promise<Stripe.Checkout.Session | null> {
    if (!order.providerRef?.startsWith('cs_')) return null;
    const session = await stripe.checkout.sessions.retrieve(order.providerRef);
    return session.status === 'open' && session.url ? session : null;
  }

  return {
    name: STRIPE_PROVIDER,
    stripe,
    async createCheckout(order: OrderRow, urls: CheckoutUrls): Promise<CheckoutStart> {
      if (confirmedOnOurPage(order)) return { kind: 'page' };
      const open = await openSession(order);
      if (open?.url) return { kind: 'redirect', url: open.url, providerRef: open.id };
      const attempt = order.providerRef ?? 'first';
      const specific =
        order.productType === 'tokens'
          ? paymentParams(order)
          : await subscriptionParams(stripe, order, attempt);
      const expires = expiresAt(order, Date.now());
      const session = await stripe.checkout.sessions.create(
        {
          ...specific,
          client_reference_id: order.id,
          metadata: { order_id: order.id },
          success_url: urls.success,
          cancel_url: urls.cancel,
          expires_at: expires,
        },
        { idempotencyKey: `checkout:${order.id}:${attempt}:${expires}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout ${session.id} without a URL`);
      return { kind: 'redirect', url: session.url, providerRef: session.id };
    },
    constructEvent: (rawBody, signature) =>
      stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret),
    async verifyEvent({ rawBody, headers }) {
      try {
        const event = await stripe.webhooks.constructEventAsync(
          rawBody,
          headers.get('Stripe-Signature') ?? '',
          settings.webhookSecret,
        );
        return paymentEventOf(event);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
    },
    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    cancelSubscription: (subscriptionId) => stripe.subscriptions.cancel(subscriptionId),
    async invoiceOfPayment(paymentIntentId) {
      const payments = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      });
      return idOf(payments.data[0]?.invoice);
    },
  };
}
