/**
 * Premium paid through Stripe subscriptions: which Stripe subscription pays for whose premium,
 * renewals from Stripe's paid invoices, and cancel at period end kept the same on both sides
 * (our cancel route asks Stripe first; a change made on Stripe's side is copied here).
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, stripeSubscriptions, type OrderRow } from '../db/schema.ts';
import type { StripeSubscriptionRow } from '../db/tables/stripe.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { conflict, HttpError } from '../http/errors.ts';
import { fulfilOrder } from '../money/fulfilment.ts';
import { findOrder } from '../money/orders.ts';
import { subscriptionOf } from '../money/premium.ts';
import { setCancelAtPeriodEnd } from '../money/subscription.ts';
import Stripe from 'stripe';
import { STRIPE_PROVIDER, stripeUnavailable, type StripeProvider } from './stripe-provider.ts';

/** What a handler did, for the event's record (and the operator's log). */
export type Handled = { orderId: string | null; outcome: string };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Records that the Stripe subscription pays for the premium of the order's buyer. */
export async function linkSubscription(
  tx: Db,
  subscriptionId: string,
  order: OrderRow,
  stripeState: { status: string; cancelAtPeriodEnd: boolean } = {
    status: 'active',
    cancelAtPeriodEnd: false,
  },
): Promise<StripeSubscriptionRow | undefined> {
  if (!order.userId) return undefined;
  await tx
    .insert(stripeSubscriptions)
    .values({ id: subscriptionId, userId: order.userId, orderId: order.id, ...stripeState })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.id, subscriptionId));
  return row;
}

/** The link of a Stripe subscription: recorded, or rebuilt from the order id in its metadata. */
async function linkOf(
  tx: Db,
  subscriptionId: string,
  metadata: Stripe.Metadata | null | undefined,
): Promise<StripeSubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.id, subscriptionId));
  if (row) return row;
  // Events may come in any order: a renewal or an update before checkout.session.completed.
  const order = await findOrder(tx, metadata?.order_id ?? '');
  if (!order || order.provider !== STRIPE_PROVIDER || order.productType !== 'premium') {
    return undefined;
  }
  return linkSubscription(tx, subscriptionId, order);
}

/** The user's Stripe subscription that is still running (not canceled on Stripe's side). */
export async function runningSubscriptionOf(
  db: Db,
  userId: string,
): Promise<StripeSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(stripeSubscriptions)
    .where(and(eq(stripeSubscriptions.userId, userId), ne(stripeSubscriptions.status, 'canceled')))
    .orderBy(desc(stripeSubscriptions.createdAt))
    .limit(1);
  return row;
}

export async function recordStripeState(
  db: Db,
  subscriptionId: string,
  state: { status?: string; cancelAtPeriodEnd: boolean },
): Promise<void> {
  await db
    .update(stripeSubscriptions)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(stripeSubscriptions.id, subscriptionId));
}

/**
 * invoice.paid. The first invoice is the checkout's (fulfilled by checkout.session.completed);
 * each later one (`subscription_cycle`) is a renewal: a paid order for the plan as first
 * bought, at its list price (what Stripe charges each period), fulfilled through the same
 * path as any order, so premium is extended and the months' tokens granted exactly as in the
 * sandbox. An invoice for another amount or currency is refused and logged.
 */
export async function renewFromInvoice(
  tx: Db,
  invoice: Stripe.Invoice,
  log: (message: string) => void,
  now = new Date(),
): Promise<Handled> {
  if (invoice.billing_reason !== 'subscription_cycle') {
    return { orderId: null, outcome: `not a renewal (${invoice.billing_reason ?? 'no reason'})` };
  }
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  const link = subscriptionId ? await linkOf(tx, subscriptionId, details?.metadata) : undefined;
  const first = link ? await findOrder(tx, link.orderId) : undefined;
  if (!link || !first) {
    log(
      `ATTENTION: Stripe invoice ${invoice.id} renews ${subscriptionId ?? 'no subscription'} we know of`,
    );
    return { orderId: null, outcome: 'unknown subscription: nothing renewed' };
  }
  const [done] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.provider, STRIPE_PROVIDER), eq(orders.providerRef, invoice.id)));
  if (done) return { orderId: done.id, outcome: 'renewal already applied' };
  const currency = invoice.currency.toUpperCase();
  if (invoice.amount_paid !== first.listPriceMinor || currency !== first.currency) {
    log(
      `ATTENTION: Stripe invoice ${invoice.id} paid ${invoice.amount_paid} ${currency}; the plan ` +
        `renews at ${first.listPriceMinor} ${first.currency}. Premium not extended.`,
    );
    return { orderId: first.id, outcome: 'renewal amount differs: not applied' };
  }
  const [renewal] = await tx
    .insert(orders)
    .values({
      userId: link.userId,
      productType: 'premium',
      productId: first.productId,
      description: `${first.description} (renewal)`,
      months: first.months,
      monthlyTokens: first.monthlyTokens,
      listPriceMinor: first.listPriceMinor,
      priceMinor: first.listPriceMinor,
      currency: first.currency,
      provider: STRIPE_PROVIDER,
      createdAt: now,
      updatedAt: now,
      expiresAt: now,
    })
    .returning();
  if (!renewal) throw new Error(`No renewal order written for invoice ${invoice.id}`);
  const fulfilled = await fulfilOrder(tx, renewal.id, 'paid', invoice.id, { now, log });
  return { orderId: renewal.id, outcome: `renewed (${fulfilled?.status ?? 'missing'})` };
}

/**
 * customer.subscription.updated / deleted: Stripe's cancel at period end (set in the
 * dashboard, the customer portal, or by our own cancel route) copied onto our subscription.
 * A deleted subscription renews no more; the period already paid for stays (a refund, not a
 * deletion, ends premium early). Our own copy of the change calls nothing back at Stripe.
 */
export async function syncFromStripe(
  tx: Db,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<Handled> {
  const link = await linkOf(tx, subscription.id, subscription.metadata);
  if (!link) return { orderId: null, outcome: 'unknown subscription: nothing synced' };
  const cancel = deleted || subscription.cancel_at_period_end || subscription.cancel_at !== null;
  await recordStripeState(tx, subscription.id, {
    status: deleted ? 'canceled' : subscription.status,
    cancelAtPeriodEnd: cancel,
  });
  const ours = await subscriptionOf(tx, link.userId);
  if (!ours || ours.provider !== STRIPE_PROVIDER) {
    return { orderId: link.orderId, outcome: 'recorded; premium is not paid through Stripe' };
  }
  try {
    await setCancelAtPeriodEnd(tx, link.userId, cancel);
  } catch (error) {
    // Premium already over: nothing left to cancel or resume here.
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return { orderId: link.orderId, outcome: `recorded; ${error.body.message}` };
  }
  return {
    orderId: link.orderId,
    outcome: cancel ? 'ends at period end' : 'renews at period end',
  };
}

/**
 * Our cancel (true) or resume (false) route, for premium paid through Stripe: Stripe is told
 * first, and only if it agrees does the route change ours, so the two never disagree about
 * whether the next period is charged. Stripe down: a 503, and nothing changed on either side.
 */
export async function cancelOnStripe(
  db: Db,
  stripe: StripeProvider | null,
  userId: string,
  cancel: boolean,
): Promise<void> {
  if (!stripe) return;
  const ours = await subscriptionOf(db, userId);
  if (!ours || ours.provider !== STRIPE_PROVIDER) return;
  const link = await runningSubscriptionOf(db, userId);
  if (!link) {
    // Ended on Stripe's side: nothing there would charge the next period, so it cannot renew.
    if (cancel) return;
    throw conflict(
      ERROR_CODES.noSubscription,
      'Your Stripe subscription has ended, so premium cannot renew. Buy a plan to continue premium after this period.',
    );
  }
  try {
    await stripe.setCancelAtPeriodEnd(link.id, cancel);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    throw stripeUnavailable(cancel ? 'to cancel the subscription' : 'to resume the subscription');
  }
  await recordStripeState(db, link.id, { cancelAtPeriodEnd: cancel });
}

/**
 * Before an account is deleted: its running Stripe subscriptions end at once, so that nobody
 * is charged for an account that no longer exists (the link rows go with the account). Stripe
 * down: a 503, and the account is not deleted yet (the user tries again).
 */
export async function endSubscriptionsOnStripe(
  db: Db,
  stripe: StripeProvider | null,
  userId: string,
): Promise<void> {
  if (!stripe) return;
  const running = await db
    .select()
    .from(stripeSubscriptions)
    .where(and(eq(stripeSubscriptions.userId, userId), ne(stripeSubscriptions.status, 'canceled')));
  for (const link of running) {
    try {
      await stripe.cancelSubscription(link.id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      throw stripeUnavailable('to end your premium subscription before deleting the account');
    }
    await recordStripeState(db, link.id, { status: 'canceled', cancelAtPeriodEnd: true });
  }
}
