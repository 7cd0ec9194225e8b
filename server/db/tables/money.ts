import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  LedgerKind,
  OrderStatus,
  PaymentStatus,
  ProductType,
} from '../../contract/constants.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every change of a balance, append-only (a trigger refuses updates and deletes, except the
 * anonymising `user_id → null` of a deleted account). `users.tokens` is the running sum,
 * written in the same transaction as its entry; `balance_after` records it. The idempotency
 * key makes each economic event land once, whoever repeats it.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** What the entry is about: `order`, `message`, `subscription`, `avatar` or `account`. */
    refType: text('ref_type'),
    refId: text('ref_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reason: text('reason').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('token_ledger_user_idx').on(t.userId, t.id),
    index('token_ledger_ref_idx').on(t.refType, t.refId),
    check(
      'token_ledger_kind_check',
      sql`${t.kind} in ('purchase', 'grant', 'reserve', 'charge', 'refund', 'adjust', 'expire')`,
    ),
  ],
);

/** Token packages on sale; prices in minor units of the domain's currency. */
export const tokenPackages = pgTable(
  'token_packages',
  {
    id: text('id').primaryKey(),
    tokens: integer('tokens').notNull(),
    priceMinor: integer('price_minor').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('token_packages_tokens_check', sql`${t.tokens} > 0`),
    check('token_packages_price_check', sql`${t.priceMinor} >= 0`),
  ],
);

/** Premium plans: a period of `months`, and tokens granted each month of it. */
export const premiumPlans = pgTable(
  'premium_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    months: integer('months').notNull(),
    priceMinor: integer('price_minor').notNull(),
    monthlyTokens: integer('monthly_tokens').notNull().default(0),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('premium_plans_months_check', sql`${t.months} between 1 and 24`),
    check('premium_plans_price_check', sql`${t.priceMinor} >= 0`),
    check('premium_plans_tokens_check', sql`${t.monthlyTokens} >= 0`),
  ],
);

/**
 * Coupons: a percentage or a fixed amount off (exactly one), within a window, with optional
 * limits on redemptions (completed orders) in total and per user, and an optional product.
 * Codes are stored upper-case; lookups upper-case what the user typed.
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at'),
    maxRedemptions: integer('max_redemptions'),
    maxPerUser: integer('max_per_user'),
    productType: text('product_type').$type<ProductType>(),
    productId: text('product_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'coupons_one_discount_check',
      sql`(${t.percentOff} is null) <> (${t.amountOffMinor} is null)`,
    ),
    check('coupons_percent_check', sql`${t.percentOff} between 1 and 100`),
    check('coupons_amount_check', sql`${t.amountOffMinor} > 0`),
    check('coupons_code_check', sql`${t.code} = upper(${t.code})`),
  ],
);

/**
 * Orders: priced by the server when created (nothing from the payment link is trusted), paid
 * through a provider, fulfilled once: the `open → complete` update is the fulfilment's lock.
 * Kept, anonymised, when the account is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    productId: text('product_id').notNull(),
    /** What was bought, in words, as priced: "500 tokens", "Premium, 1 month". */
    description: text('description').notNull(),
    /**
     * What the order delivers, as the product was when ordered (a later change of the
     * package or plan does not change a bought order): tokens for a package; months and
     * monthly tokens for a plan. null for the other kind.
     */
    tokens: integer('tokens'),
    months: integer('months'),
    monthlyTokens: integer('monthly_tokens'),
    couponCode: text('coupon_code'),
    listPriceMinor: integer('list_price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Why the last payment attempt failed (a declined card); the order stays open. */
    failure: text('failure'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_coupon_idx').on(t.couponCode, t.status),
    check('orders_product_type_check', sql`${t.productType} in ('tokens', 'premium')`),
    check('orders_status_check', sql`${t.status} in ('open', 'complete', 'canceled', 'expired')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'paid', 'no_payment_required')`,
    ),
    check(
      'orders_price_check',
      sql`${t.priceMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.priceMinor} = ${t.listPriceMinor} - ${t.discountMinor}`,
    ),
  ],
);

/**
 * A user's premium subscription (one row per user, extended by each purchase or renewal).
 * Premium is active exactly while `current_period_end` is in the future; `users.premium_until`
 * mirrors it in the same transaction so every request can tell without a join.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: granted by us (e.g. the demo account), not bought. */
    planId: text('plan_id').references(() => premiumPlans.id),
    startedAt: at('started_at').notNull().defaultNow(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    provider: text('provider').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_period_end_idx').on(t.currentPeriodEnd)],
);

export type LedgerRow = typeof tokenLedger.$inferSelect;
export type TokenPackageRow = typeof tokenPackages.$inferSelect;
export type PremiumPlanRow = typeof premiumPlans.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
