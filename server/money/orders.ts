/**
 * Orders: `open → complete | canceled | expired`. An order is priced here when it is
 * created, and records what it buys (tokens, or months and monthly tokens) so that it
 * delivers what the buyer saw, whatever happens to the product afterwards. It is fulfilled
 * (tokens credited, or premium started or extended) exactly once, whoever reports the payment
 * and however often: the update to `complete` is the lock, and the ledger entry's key
 * (`order:<id>`) would refuse a second credit anyway.
 *
 * Locks are always taken in the same order — the user's row, then the order's, then the
 * coupon's — as account deletion does (the user, then its orders), so two of them never wait
 * on each other in a cycle.
 */
import { and, desc, eq, inArray, isNull, lte, gt, sql } from 'drizzle-orm';
import { ORDER_TTL_MINUTES, type PaymentStatus, type ProductType } from '../contract/constants.ts';
import type { Order } from '../contract/billing.ts';
import type { Db } from '../db/client.ts';
import {
  orders,
  premiumPlans,
  tokenPackages,
  users,
  type OrderRow,
  type PremiumPlanRow,
} from '../db/schema.ts';
import { postEntry } from './ledger.ts';
import { applyCoupon, lockCoupon, overLimit } from './coupons.ts';
import { activatePremium } from './premium.ts';
import { findProduct, type Product } from './pricing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export type Priced = {
  product: Product;
  /** The coupon as stored (upper-case), when one applies. */
  couponCode: string | null;
  listPriceMinor: number;
  discountMinor: number;
  priceMinor: number;
};

/**
 * The price of a product for a user now, with the coupon re-validated (throws 4xx). `lock`
 * (inside a transaction): the coupon's row stays locked, so its limits hold until it ends.
 */
export async function priceProduct(
  db: Db,
  userId: string,
  type: ProductType,
  productId: string,
  couponCode: string | null,
  now = new Date(),
  lock = false,
): Promise<Priced> {
  const product = await findProduct(db, type, productId);
  const applied = couponCode ? await applyCoupon(db, couponCode, userId, product, now, lock) : null;
  const discountMinor = applied?.discountMinor ?? 0;
  return {
    product,
    couponCode: applied?.coupon.code ?? null,
    listPriceMinor: product.priceMinor,
    discountMinor,
    priceMinor: product.priceMinor - discountMinor,
  };
}

/**
 * The user's open order for this product and price, or a new one. Reusing it means a reload
 * of the payment link, or a second tab, does not pile up orders.
 */
export async function openOrder(
  db: Db,
  input: {
    userId: string;
    type: ProductType;
    productId: string;
    couponCode: string | null;
    currency: string;
    provider: string;
  },
  now = new Date(),
): Promise<OrderRow> {
  const priced = await priceProduct(
    db,
    input.userId,
    input.type,
    input.productId,
    input.couponCode,
    now,
  );
  const [existing] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, input.userId),
        eq(orders.productType, input.type),
        eq(orders.productId, input.productId),
        priced.couponCode === null
          ? isNull(orders.couponCode)
          : eq(orders.couponCode, priced.couponCode),
        eq(orders.status, 'open'),
        eq(orders.provider, input.provider),
        eq(orders.currency, input.currency),
        eq(orders.priceMinor, priced.priceMinor),
        gt(orders.expiresAt, now),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      productType: input.type,
      productId: input.productId,
      description: priced.product.description,
      ...snapshotOf(priced.product),
      couponCode: priced.couponCode,
      listPriceMinor: priced.listPriceMinor,
      discountMinor: priced.discountMinor,
      priceMinor: priced.priceMinor,
      currency: input.currency,
      provider: input.provider,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + ORDER_TTL_MINUTES * 60_000),
    })
    .returning();
  if (!created) throw new Error('The order was not created');
  return created;
}

/** What the product delivers, as it is when ordered; the order keeps it. */
function snapshotOf(product: Product) {
  return product.type === 'tokens'
    ? { tokens: product.row.tokens, months: null, monthlyTokens: null }
    : { tokens: null, months: product.row.months, monthlyTokens: product.row.monthlyTokens };
}

/** An open order past its time becomes expired when anything looks at it. */
export async function expireIfDue(db: Db, order: OrderRow, now = new Date()): Promise<OrderRow> {
  if (order.status !== 'open' || order.expiresAt > now) return order;
  const [expired] = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'open'), lte(orders.expiresAt, now)))
    .returning();
  return expired ?? (await findOrder(db, order.id)) ?? order;
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The user's own order (expired if due); anyone else's, or none, is undefined alike. */
export async function findOwnOrder(
  db: Db,
  userId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const row = await findOrder(db, id);
  if (!row || row.userId !== userId) return undefined;
  return expireIfDue(db, row);
}

export type FulfilOptions = {
  now?: Date;
  /** Where a paid order over its coupon's limit is reported (see fulfilOrder). */
  log?: (message: string) => void;
};

/** Locks the user's row (first, always: see the top of this file); false: no such user. */
export async function lockUserRow(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

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
  return db.transaction(async (tx) => {
    const [seen] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!seen) return undefined;
    if (seen.userId) await lockUserRow(tx, seen.userId);
    const from: OrderRow['status'][] =
      payment === 'paid' ? ['open', 'expired', 'canceled'] : ['open'];
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current || !from.includes(current.status)) return current;
    const problem = await couponProblem(tx, current);
    if (problem && payment !== 'paid') {
      const [refused] = await tx
        .update(orders)
        .set({ status: 'canceled', failure: problem, updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
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
    if (!order) return current;
    // An order of a deleted account is kept anonymised; there is nobody to deliver to.
    if (order.userId) await deliver(tx, order, order.userId, now);
    return order;
  });
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

/** A declined payment: the order stays open (the user may try again) and says why. */
export async function recordDecline(db: Db, orderId: string, reason: string): Promise<void> {
  if (!isUuid(orderId)) return;
  await db
    .update(orders)
    .set({ failure: reason, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'open')));
}

/** open → canceled; anything else is left as it is. Returns the order as it now is. */
export async function cancelOrder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order || order.status !== 'open') return order;
  const [canceled] = await db
    .update(orders)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'open')))
    .returning();
  return canceled ?? (await findOrder(db, orderId));
}

export function presentOrder(row: OrderRow): Order {
  return {
    id: row.id,
    productType: row.productType,
    productId: row.productId,
    description: row.description,
    couponCode: row.couponCode,
    listPriceMinor: row.listPriceMinor,
    discountMinor: row.discountMinor,
    priceMinor: row.priceMinor,
    currency: row.currency,
    status: row.status,
    paymentStatus: row.paymentStatus,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
