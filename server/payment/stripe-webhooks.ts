/**
 * Stripe's webhook events, once each. The event's id is recorded in `stripe_events` in the
 * same transaction as everything the event changes: a retried or doubled delivery finds the
 * id and changes nothing, and an event whose handling failed is not recorded, so Stripe's
 * retry applies it.
 *
 * - checkout.session.completed / async_payment_succeeded / async_payment_failed: the order is
 *   fulfilled (or its failure noted) through applyPaymentEvent, the sandbox's path: amount and
 *   currency checked against the order, the same ledger entry, once.
 * - invoice.paid: renewals (stripe-subscriptions.ts).
 * - customer.subscription.updated / deleted: cancel at period end, copied here.
 * - charge.refunded, charge.dispute.created: what the order delivered is taken back
 *   (money/reversal.ts), with a reason the buyer can read in their history.
 * Any other event is recorded and ignored.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { orders, stripeEvents, type OrderRow } from '../db/schema.ts';
import { findOrder } from '../money/orders.ts';
import { reverseOrder } from '../money/reversal.ts';
import { applyPaymentEvent } from './provider.ts';
import { orderIdOfSession, paymentEventOf, type StripeProvider } from './stripe-provider.ts';
import {
  linkSubscription,
  renewFromInvoice,
  syncFromStripe,
  type Handled,
} from './stripe-subscriptions.ts';
import { STRIPE_PROVIDER } from './stripe-provider.ts';

type Log = (message: string) => void;

export type Received = { duplicate: boolean; outcome: string };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function checkoutEvent(
  tx: Db,
  provider: StripeProvider,
  event: Stripe.Event,
  log: Log,
): Promise<Handled> {
  const session = event.data.object as Stripe.Checkout.Session;
  const payment = paymentEventOf(event);
  if (!payment) {
    return { orderId: null, outcome: 'no payment yet (a delayed method, or no order id)' };
  }
  const before = await findOrder(tx, payment.orderId);
  const paidTwice =
    before?.status === 'complete' &&
    payment.outcome === 'paid' &&
    before.providerRef !== payment.providerRef;
  if (before && paidTwice) {
    // A second checkout of one order paid too (two tabs, a lost answer): nothing more is owed
    // to the buyer but their money back, which someone must send from the dashboard.
    log(
      `ATTENTION: order ${before.id} was already paid (${before.providerRef ?? '?'}); Stripe ` +
        `payment ${payment.providerRef ?? '?'} paid it again. Refund it in the Stripe dashboard.`,
    );
    return {
      orderId: before.id,
      outcome: 'order already paid by another payment: refund this one',
    };
  }
  const applied = await applyPaymentEvent(tx, provider, payment, log);
  const order = applied.order;
  const subscriptionId = idOf(session.subscription);
  if (order && applied.fulfilled && subscriptionId) {
    await linkSubscription(tx, subscriptionId, order);
  }
  const outcome =
    applied.problem === 'unknown-order'
      ? `unknown order ${orderIdOfSession(session)}: nothing fulfilled`
      : applied.problem === 'amount-differs'
        ? 'amount or currency differs from the order: not fulfilled'
        : applied.fulfilled
          ? 'fulfilled'
          : `order ${order?.status ?? 'missing'}${order?.failure ? `: ${order.failure}` : ''}`;
  return { orderId: order?.id ?? null, outcome };
}

/**
 * The order a charge paid: a token package's PaymentIntent is on its order; a subscription's
 * payment is found through its invoice (asked of Stripe, before the transaction).
 */
async function orderOfPayment(
  db: Db,
  provider: StripeProvider,
  paymentIntentId: string | null,
): Promise<OrderRow | undefined> {
  if (!paymentIntentId) return undefined;
  const byRef = async (ref: string) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.provider, STRIPE_PROVIDER), eq(orders.providerRef, ref)));
    return row;
  };
  const direct = await byRef(paymentIntentId);
  if (direct) return direct;
  const invoiceId = await provider.invoiceOfPayment(paymentIntentId);
  return invoiceId ? byRef(invoiceId) : undefined;
}

type Reverse = { order: OrderRow | undefined; share: number; cause: 'refund' | 'dispute' };

/** Before the transaction: which order a refund or dispute is about, and how much of it. */
async function reversalOf(
  db: Db,
  provider: StripeProvider,
  event: Stripe.Event,
): Promise<Reverse | null> {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const order = await orderOfPayment(db, provider, idOf(charge.payment_intent));
    const share = charge.amount > 0 ? charge.amount_refunded / charge.amount : 1;
    return { order, share, cause: 'refund' };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    const order = await orderOfPayment(db, provider, idOf(dispute.payment_intent));
    const share = order && order.priceMinor > 0 ? dispute.amount / order.priceMinor : 1;
    return { order, share, cause: 'dispute' };
  }
  return null;
}

async function reverse(tx: Db, event: Stripe.Event, target: Reverse, log: Log): Promise<Handled> {
  // Re-read inside the transaction: the order as it is now.
  const order = target.order ? await findOrder(tx, target.order.id) : undefined;
  if (!order) {
    log(`ATTENTION: Stripe ${event.type} ${event.id} is for a payment of no order we know`);
    return { orderId: null, outcome: 'unknown payment: nothing reversed' };
  }
  const reason =
    target.cause === 'refund' ? 'Refunded through Stripe' : 'Payment disputed with the bank';
  const result = await reverseOrder(tx, order, {
    cause: target.cause,
    share: target.share,
    reason,
    key: `stripe:${target.cause}:${event.id}`,
  });
  if (result.owed > 0) {
    log(
      `ATTENTION: ${event.type} ${event.id} for order ${order.id}: ${result.owed} tokens were ` +
        'already spent and could not be taken back (the balance stays at zero, never below).',
    );
  }
  const parts = [`${result.taken} tokens taken back`];
  if (result.owed > 0) parts.push(`${result.owed} already spent`);
  if (result.premiumEnded) parts.push('premium ended');
  return { orderId: order.id, outcome: `${target.cause}: ${parts.join(', ')}` };
}

async function handle(
  tx: Db,
  provider: StripeProvider,
  event: Stripe.Event,
  target: Reverse | null,
  log: Log,
): Promise<Handled> {
  if (target) return reverse(tx, event, target, log);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      return checkoutEvent(tx, provider, event, log);
    case 'invoice.paid':
      return renewFromInvoice(tx, event.data.object, log);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncFromStripe(tx, event.data.object, event.type === 'customer.subscription.deleted');
    default:
      return { orderId: null, outcome: 'ignored' };
  }
}

/** Applies a verified event once; see the module comment. */
export async function receiveStripeEvent(
  db: Db,
  provider: StripeProvider,
  event: Stripe.Event,
  log: Log,
): Promise<Received> {
  const [seen] = await db
    .select({ outcome: stripeEvents.outcome })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return { duplicate: true, outcome: seen.outcome };
  const target = await reversalOf(db, provider, event);
  return db.transaction(async (tx) => {
    // The gate: of two deliveries at once, the second waits here and then finds the id.
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { duplicate: true, outcome: 'already applied' };
    const handled = await handle(tx, provider, event, target, log);
    await tx
      .update(stripeEvents)
      .set({ orderId: handled.orderId, outcome: handled.outcome })
      .where(inArray(stripeEvents.id, [event.id]));
    return { duplicate: false, outcome: handled.outcome };
  });
}
