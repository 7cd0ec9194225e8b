/** The subscription as the user sees and steers it: its state, cancel at period end, resume. */
import { and, eq, gt } from 'drizzle-orm';
import type { Subscription } from '../contract/billing.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import type { Db } from '../db/client.ts';
import { subscriptions, type SubscriptionRow } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { endsAtPeriodEnd, planOf, renews, subscriptionOf } from './premium.ts';

const nothingTo = (what: 'cancel' | 'resume') =>
  conflict(
    ERROR_CODES.noSubscription,
    what === 'cancel'
      ? 'You have no active premium subscription to cancel.'
      : 'You have no active premium subscription to resume. Buy a plan to start premium again.',
  );

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const giftEnds = (sub: SubscriptionRow) =>
  conflict(
    ERROR_CODES.noSubscription,
    `This premium was a gift and ends on ${DAY.format(sub.currentPeriodEnd)}; it cannot renew. Buy a plan to continue premium after that.`,
  );

/**
 * Cancel at period end (true) or resume (false): premium stays until the period's end either
 * way. Repeating either is harmless; without an active subscription, 409 NO_SUBSCRIPTION.
 */
export async function setCancelAtPeriodEnd(
  db: Db,
  userId: string,
  cancel: boolean,
  now = new Date(),
): Promise<SubscriptionRow> {
  if (!cancel) {
    const sub = await subscriptionOf(db, userId);
    if (sub && sub.currentPeriodEnd > now && !renews(sub.provider)) throw giftEnds(sub);
  }
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        gt(subscriptions.currentPeriodEnd, now),
        // A repeat keeps the first cancellation's time.
        eq(subscriptions.cancelAtPeriodEnd, !cancel),
      ),
    )
    .returning();
  if (row) return row;
  const sub = await subscriptionOf(db, userId);
  if (!sub || sub.currentPeriodEnd <= now) throw nothingTo(cancel ? 'cancel' : 'resume');
  return sub;
}

export async function presentSubscription(
  db: Db,
  sub: SubscriptionRow,
  currency: string,
  now = new Date(),
): Promise<Subscription> {
  const plan = await planOf(db, sub.planId);
  return {
    active: sub.currentPeriodEnd > now,
    plan: plan
      ? {
          id: plan.id,
          name: plan.name,
          months: plan.months,
          priceMinor: plan.priceMinor,
          currency,
          monthlyTokens: plan.monthlyTokens,
        }
      : null,
    currentPeriodStart: sub.currentPeriodStart.toISOString(),
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    // A gift never renews: it shows as ending, whatever the row's flag says.
    cancelAtPeriodEnd: endsAtPeriodEnd(sub),
    renewable: renews(sub.provider),
    canceledAt: sub.canceledAt?.toISOString() ?? null,
  };
}
