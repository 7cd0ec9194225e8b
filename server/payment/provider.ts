/**
 * A payment provider, as the order logic sees it. The orders never know which provider took
 * the money: a provider starts a checkout for an order, and turns what it sends back (a
 * webhook event) into a verified PaymentEvent that applyPaymentEvent acts on. The built-in
 * sandbox is the default; a real one (e.g. Stripe Checkout) implements the same interface.
 */
import type { Db } from '../db/client.ts';
import type { OrderRow } from '../db/schema.ts';
import { fulfilOrder } from '../money/fulfilment.ts';
import { findOrder, recordDecline } from '../money/orders.ts';

/** Where the buyer goes to pay: our own sandbox page, or the provider's hosted checkout. */
export type CheckoutStart =
  | { kind: 'page' }
  | {
      kind: 'redirect';
      url: string;
      /** The provider's id of the checkout (e.g. a Checkout Session), kept on the order. */
      providerRef: string;
    };

/** A provider's report on an order's payment, after its signature was verified. */
export type PaymentEvent = {
  /** The provider's event id (a replayed event has the same one). */
  eventId: string;
  orderId: string;
  outcome: 'paid' | 'declined';
  /** Why a payment was declined, in words for the buyer; null when paid. */
  reason: string | null;
  /** What was charged, when the provider says: it must be the order's price. */
  amountMinor: number | null;
  currency: string | null;
  /** The provider's id of the payment. */
  providerRef: string | null;
};

export type CheckoutUrls = {
  /** Absolute URLs the hosted checkout returns to (the app's /tokens or /premium). */
  success: string;
  cancel: string;
};

export interface PaymentProvider {
  /** Stored on each order; also the `{provider}` of its webhook URL. */
  readonly name: string;
  createCheckout(order: OrderRow, urls: CheckoutUrls): Promise<CheckoutStart>;
  /**
   * The verified event in a webhook request, or null when its signature does not hold (the
   * request is then refused and nothing is applied). `rawBody` is the body exactly as sent.
   */
  verifyEvent(request: { rawBody: string; headers: Headers }): Promise<PaymentEvent | null>;
}

/** problem: why the event changed nothing (for the provider's record of the event). */
export type Applied = {
  order: OrderRow | undefined;
  fulfilled: boolean;
  problem?: 'unknown-order' | 'amount-differs';
};

const money = (minor: number | null, currency: string | null) =>
  `${minor ?? '?'} ${(currency ?? '?').toUpperCase()}`;

/**
 * Acts on a verified event: paid → the order is fulfilled (once, however often the event
 * comes, from open, expired or canceled); declined → an open order stays open with the reason. An event for another provider's
 * order, or for a different amount than the order's price, delivers nothing; the latter is
 * logged and, while the order is open, written on it (`failure`) so that the buyer and
 * support can see why it did not complete.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: PaymentProvider,
  event: PaymentEvent,
  log: (message: string) => void = () => {},
): Promise<Applied> {
  const order = await findOrder(db, event.orderId);
  if (!order || order.provider !== provider.name) {
    log(`Payment event ${event.eventId} from ${provider.name}: no such order ${event.orderId}`);
    return { order: undefined, fulfilled: false, problem: 'unknown-order' };
  }
  const amountDiffers =
    (event.amountMinor !== null && event.amountMinor !== order.priceMinor) ||
    (event.currency !== null && event.currency.toUpperCase() !== order.currency);
  if (amountDiffers) {
    const paid = money(event.amountMinor, event.currency);
    const price = money(order.priceMinor, order.currency);
    log(
      `ATTENTION: payment event ${event.eventId} from ${provider.name} reports ${paid} for order ` +
        `${order.id}, whose price is ${price}; not fulfilled`,
    );
    await recordDecline(
      db,
      order.id,
      `The payment reported (${paid}) is not this order's price (${price}), so it was not applied. Contact support.`,
    );
    return { order: await findOrder(db, order.id), fulfilled: false, problem: 'amount-differs' };
  }
  if (event.outcome === 'declined') {
    await recordDecline(db, order.id, event.reason ?? 'The payment was declined.');
    return { order: await findOrder(db, order.id), fulfilled: false };
  }
  // A verified payment is final: the order completes even if it was canceled or expired in
  // the meantime, and even if its coupon was used up meanwhile (fulfilOrder logs that).
  const fulfilled = await fulfilOrder(db, order.id, 'paid', event.providerRef, { log });
  return { order: fulfilled, fulfilled: fulfilled?.status === 'complete' };
}
