/**
 * Orders: `open → complete | canceled | expired`. An order is priced here when it is
 * created, and records what it buys (tokens, or months and monthly tokens) so that it
 * delivers what the buyer saw, whatever happens to the product afterwards. Fulfilment, once
 * per order, is in fulfilment.ts.
 */
import { and, desc, eq, isNull, lte, gt } from 'drizzle-orm';
import { ORDER_TTL_MINUTES, type ProductType } from '../contract/constants.ts';
import type { Order } from '../contract/billing.ts';
import type { Db } from '../db/client.ts';
import { orders, type OrderRow } from '../db/schema.ts';
import { applyCoupon } from './coupons.ts';
import { assertMoneyLimit } from './spending-limits.ts';
import { findProduct, type Product } from './pricing.ts';
import { recordPayment } from '../observability/metrics.ts';
import { isUuid } from '../contract/ids.ts';

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
  await assertMoneyLimit(db, input.userId, priced.priceMinor, input.currency, now);
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

/** A declined payment: the order stays open (the user may try again) and says why. */
export async function recordDecline(db: Db, orderId: string, reason: string): Promise<void> {
  if (!isUuid(orderId)) return;
  await db
    .update(orders)
    .set({ failure: reason, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'open')))
    .returning({ provider: orders.provider })
    .then(([declined]) => declined && recordPayment(declined.provider, 'declined'));
}

/** The provider's checkout for an open order (e.g. a Stripe Checkout Session), reused on reload. */
export async function recordCheckout(db: Db, orderId: string, providerRef: string): Promise<void> {
  await db
    .update(orders)
    .set({ providerRef, updatedAt: new Date() })
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
