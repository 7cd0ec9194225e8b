/**
 * Fulfilment: an order completed and what it bought delivered (tokens credited, or premium
 * started or extended), exactly once, whoever reports the payment and however often: the
 * update to `complete` under the order's row lock is the gate, and the ledger entry's key
 * (`order:<id>`) would refuse a second credit anyway.
 *
 * Locks are always taken in the same order — the user's row, then the order's, then the
 * coupon's — as account deletion does (the user, then its orders), so two of them never wait
 * on each other in a cycle.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import {
  orders,
  premiumPlans,
  tokenPackages,
  type OrderRow,
  type PremiumPlanRow,
} from '../db/schema.ts';
import { lockCoupon, overLimit } from './coupons.ts';
import { lockUser, postEntry } from './ledger.ts';
import { isUuid } from '../contract/ids.ts';
import { activatePremium } from './premium.ts';
import { recordPayment } from '../observability/metrics.ts';
import type { PAYMENT_OUTCOMES } from '../observability/metric-table.ts';

export type FulfilOptions = {
  now?: Date;
  /** Where a paid order over its coupon's limit is reported (see fulfilOrder). */
  log?: (message: string) => void;
};

/**
 * Completes the order and delivers what it bought, in one transaction, exactly once: only
 * the call whose update finds the order still completable credits anything; every other call
 * returns the order as it is. undefined: no such order.
 *
 * A paid order completes from open, expired or canceled alike: the provider's verified
 * payment is final (the money was taken after all). A free order (a 100% coupon) completes
 * only while open.
 *
 * The coupon's limits are counted again under its row lock. A free order over a limit is
 * refused: canceled, with the reason in `failure`, nothing delivered. A paid one is completed
 * anyway, because the provider has taken the money and the buyer must get what they paid for;
 * that is logged loudly so someone can look (the sandbox checkout never gets here: it counts
 * under the same lock before it charges).
 */
export async function fulfilOrder(
  db: Db,
  orderId: string,
  payment: Exclude<PaymentStatus, 'unpaid'>,
  providerRef: string | null,
  { now = new Date(), log = () => {} }: FulfilOptions = {},
): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  // Counted once the transaction is through (/metrics: payments by outcome).
  let outcome: { provider: string; is: (typeof PAYMENT_OUTCOMES)[number] } | undefined;
  const result = await db.transaction(async (tx) => {
    const [seen] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!seen) return undefined;
    if (seen.userId) await lockUser(tx, seen.userId);
    const from: OrderRow['status'][] =
      payment === 'paid' ? ['open', 'expired', 'canceled'] : ['open'];
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current || !from.includes(current.status)) {
      const is = current?.status === 'complete' ? 'duplicate' : 'refused';
      if (current) outcome = { provider: current.provider, is };
      return current;
    }
    const problem = await couponProblem(tx, current);
    if (problem && payment !== 'paid') {
      const [refused] = await tx
        .update(orders)
        .set({ status: 'canceled', failure: problem, updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      outcome = { provider: current.provider, is: 'refused' };
      return refused;
    }
    if (problem) {
      log(
        `ATTENTION: order ${orderId} was paid with coupon ${current.couponCode} over its limit ` +
          `("${problem}"); completed because the provider took the money. Check the coupon.`,
      );
    }
    const [order] = await tx
      .update(orders)
      .set({
        status: 'complete',
        paymentStatus: payment,
        providerRef: providerRef ?? sql`${orders.providerRef}`,
        failure: null,
        completedAt: now,
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
      .returning();
    if (!order) {
      outcome = { provider: current.provider, is: 'duplicate' };
      return current;
    }
    outcome = { provider: order.provider, is: 'completed' };
    // An order of a deleted account is kept anonymised; there is nobody to deliver to.
    if (order.userId) await deliver(tx, order, order.userId, now);
    return order;
  });
  if (outcome) recordPayment(outcome.provider, outcome.is);
  return result;
}

/** Why completing this order would break its coupon's limits (with the coupon locked), or null. */
async function couponProblem(tx: Db, order: OrderRow): Promise<string | null> {
  if (!order.couponCode) return null;
  const [coupon] = await lockCoupon(tx, order.couponCode);
  // A coupon deleted since: the order was priced with it; nothing left to count.
  if (!coupon) return null;
  return overLimit(tx, coupon, order.userId);
}

async function deliver(tx: Db, order: OrderRow, userId: string, now: Date): Promise<void> {
  if (order.productType === 'tokens') {
    const tokens = order.tokens ?? (await currentPackage(tx, order)).tokens;
    await postEntry(tx, {
      userId,
      amount: tokens,
      kind: 'purchase',
      key: `order:${order.id}`,
      reason: `Purchase: ${order.description}`,
      ref: { type: 'order', id: order.id },
    });
    return;
  }
  const plan = await currentPlan(tx, order);
  // What was ordered counts, not what the plan says today.
  const bought = {
    id: order.productId,
    months: order.months ?? plan?.months ?? 0,
    monthlyTokens: order.monthlyTokens ?? plan?.monthlyTokens ?? 0,
  };
  if (bought.months <= 0) throw new Error(`Order ${order.id}: no plan ${order.productId}`);
  await activatePremium(tx, userId, bought, order.provider, now);
}

/** Orders made before they recorded what they buy: the product as it is now. */
async function currentPackage(tx: Db, order: OrderRow) {
  const [pack] = await tx.select().from(tokenPackages).where(eq(tokenPackages.id, order.productId));
  if (!pack) throw new Error(`Order ${order.id}: no package ${order.productId}`);
  return pack;
}

async function currentPlan(tx: Db, order: OrderRow): Promise<PremiumPlanRow | undefined> {
  if (order.months !== null && order.monthlyTokens !== null) return undefined;
  const [plan] = await tx.select().from(premiumPlans).where(eq(premiumPlans.id, order.productId));
  return plan;
}
