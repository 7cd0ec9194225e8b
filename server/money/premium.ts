/**
 * Premium: one subscription row per user with a current period. Premium is active exactly
 * while the period has not ended; `users.premium_until` mirrors the period's end in the same
 * transaction. Each month of an active subscription grants the plan's tokens once (the
 * ledger key names the subscription, the period and the month), the first at activation.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  orders,
  premiumPlans,
  subscriptions,
  users,
  type PremiumPlanRow,
  type SubscriptionRow,
} from '../db/schema.ts';
import { lockUser, postEntry } from './ledger.ts';
import { planDescription } from './pricing.ts';

/** Subscriptions of this provider renew by themselves (a real one renews through its events). */
export const SANDBOX_PROVIDER = 'sandbox';

/**
 * Premium we gave, not sold (migrated premium accounts, the demo account): it never renews,
 * so it always ends with its period.
 */
export const GRANT_PROVIDER = 'grant';

/** Whether a subscription of this provider can renew at all (and so be resumed). */
export const renews = (provider: string) => provider !== GRANT_PROVIDER;

/** Whether the subscription ends with its period: canceled, or one that can never renew. */
export const endsAtPeriodEnd = (sub: Pick<SubscriptionRow, 'cancelAtPeriodEnd' | 'provider'>) =>
  sub.cancelAtPeriodEnd || !renews(sub.provider);

/** What a delivery needs of a plan: the order's record of it, or the plan's row. */
export type BoughtPlan = Pick<PremiumPlanRow, 'id' | 'months' | 'monthlyTokens'>;

/** The same day of the month `months` later, or the month's last day when it has fewer. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(day, last.getUTCDate()));
  return target;
}

export async function subscriptionOf(tx: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function mirror(tx: Db, sub: SubscriptionRow): Promise<void> {
  await tx
    .update(users)
    .set({ premiumUntil: sub.currentPeriodEnd })
    .where(eq(users.id, sub.userId));
}

/** Grants the plan's tokens for every month of the period begun by `now` and not yet granted. */
async function grantDueMonths(
  tx: Db,
  sub: SubscriptionRow,
  plan: BoughtPlan,
  now: Date,
): Promise<void> {
  if (plan.monthlyTokens <= 0) return;
  const start = sub.currentPeriodStart;
  for (let month = 0; ; month++) {
    const begins = addMonths(start, month);
    if (begins > now || begins >= sub.currentPeriodEnd) return;
    await postEntry(tx, {
      userId: sub.userId,
      amount: plan.monthlyTokens,
      kind: 'grant',
      key: `premium-grant:${sub.id}:${start.toISOString()}:${month}`,
      reason: `Premium: ${plan.monthlyTokens.toLocaleString('en-US')} monthly tokens`,
      ref: { type: 'subscription', id: sub.id },
    });
  }
}

/**
 * Inside the fulfilment's transaction: a new period starting now (which renews), or the active
 * one extended by the plan's months; the plan becomes the subscription's. Buying more never
 * turns renewal back on: an extended subscription that was going to end (canceled, or a gift
 * that never renews) still ends, later; the buyer can resume it.
 */
export async function activatePremium(
  tx: Db,
  userId: string,
  plan: BoughtPlan,
  provider: string,
  now = new Date(),
): Promise<SubscriptionRow> {
  await lockUser(tx, userId);
  const sub = await subscriptionOf(tx, userId);
  const common = { planId: plan.id, provider, updatedAt: now };
  let row: SubscriptionRow | undefined;
  if (sub && sub.currentPeriodEnd > now) {
    const ending = endsAtPeriodEnd(sub);
    [row] = await tx
      .update(subscriptions)
      .set({
        ...common,
        currentPeriodEnd: addMonths(sub.currentPeriodEnd, plan.months),
        cancelAtPeriodEnd: ending,
        canceledAt: ending ? (sub.canceledAt ?? now) : null,
      })
      .where(eq(subscriptions.id, sub.id))
      .returning();
  } else {
    const fresh = {
      ...common,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, plan.months),
    };
    [row] = sub
      ? await tx.update(subscriptions).set(fresh).where(eq(subscriptions.id, sub.id)).returning()
      : await tx
          .insert(subscriptions)
          .values({ userId, ...fresh })
          .returning();
  }
  if (!row) throw new Error(`No subscription written for ${userId}`);
  await mirror(tx, row);
  await grantDueMonths(tx, row, plan, now);
  return row;
}

export async function planOf(tx: Db, planId: string | null): Promise<PremiumPlanRow | undefined> {
  if (!planId) return undefined;
  const [plan] = await tx.select().from(premiumPlans).where(eq(premiumPlans.id, planId));
  return plan;
}

/** The currency the user last paid premium in (a renewal is charged the same way). */
async function renewalCurrency(tx: Db, userId: string): Promise<string> {
  const [last] = await tx
    .select({ currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.productType, 'premium')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return last?.currency ?? 'USD';
}

/**
 * Brings the user's premium up to date: grants the months due, and renews a sandbox
 * subscription whose period ended without a cancellation (a completed, paid renewal order and
 * the next period). Safe to call on every request and in parallel: it runs under the user's
 * row lock, and every grant has its own ledger key.
 *
 * Catching up is capped: periods missed back to back (the user was away for a day) renew from
 * where the last one ended, so premium has no gap; a subscription that lapsed more than a
 * whole period ago renews once, from now — a user back after months gets one renewal, not one
 * order per month they were away. In the sandbox a renewal is a paid order at the plan's full
 * price as it is then, whatever coupon the first order had (a 100% coupon covers the first
 * period only): that is what a real provider would charge, and nothing is really charged here.
 */
export async function refreshPremium(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<SubscriptionRow | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return undefined;
    let sub = await subscriptionOf(tx, userId);
    if (!sub) return undefined;
    const plan = await planOf(tx, sub.planId);
    if (!plan) return sub;
    const before = sub.currentPeriodEnd.getTime();
    await grantDueMonths(tx, sub, plan, now);
    const due =
      sub.provider === SANDBOX_PROVIDER && !sub.cancelAtPeriodEnd && sub.currentPeriodEnd <= now;
    if (due) {
      // Within one period of the lapse: continue from the end; longer: start again from now.
      const continuous = addMonths(sub.currentPeriodEnd, plan.months) > now;
      sub = await renew(tx, sub, plan, continuous ? sub.currentPeriodEnd : now, now);
      await grantDueMonths(tx, sub, plan, now);
    }
    if (sub.currentPeriodEnd.getTime() !== before) await mirror(tx, sub);
    return sub;
  });
}

async function renew(
  tx: Db,
  sub: SubscriptionRow,
  plan: PremiumPlanRow,
  periodStart: Date,
  now: Date,
): Promise<SubscriptionRow> {
  await tx.insert(orders).values({
    userId: sub.userId,
    productType: 'premium',
    productId: plan.id,
    description: `${planDescription(plan)} (renewal)`,
    months: plan.months,
    monthlyTokens: plan.monthlyTokens,
    listPriceMinor: plan.priceMinor,
    priceMinor: plan.priceMinor,
    currency: await renewalCurrency(tx, sub.userId),
    status: 'complete',
    paymentStatus: 'paid',
    provider: SANDBOX_PROVIDER,
    providerRef: `renewal:${sub.id}:${periodStart.toISOString()}`,
    createdAt: now,
    completedAt: now,
    updatedAt: now,
    expiresAt: now,
  });
  const [next] = await tx
    .update(subscriptions)
    .set({
      currentPeriodStart: periodStart,
      currentPeriodEnd: addMonths(periodStart, plan.months),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  if (!next) throw new Error(`Subscription ${sub.id} vanished while renewing`);
  return next;
}
