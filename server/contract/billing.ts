import { z } from 'zod';
import {
  COUPON_CODE_MAX,
  LEDGER_KINDS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
} from './constants.ts';
import { safeText } from './text.ts';

export {
  LEDGER_PAGE_SIZE,
  MONEY_ERROR_CODES,
  ORDER_TTL_MINUTES,
  PRODUCT_TYPES,
} from './constants.ts';
export type { LedgerKind, OrderStatus, PaymentStatus, ProductType } from './constants.ts';

/**
 * Money. Prices are integers in minor units (cents) of the domain's currency (`currency`,
 * the ISO code of /api/vars' currencyStr); the client formats them with the narrow symbol.
 */
export const productTypeSchema = z.enum(PRODUCT_TYPES);

/** GET /api/tokens/packages: what is on sale, cheapest first. */
export const tokenPackageSchema = z.object({
  id: z.string(),
  tokens: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
});
export type TokenPackage = z.infer<typeof tokenPackageSchema>;

/** GET /api/premium/plans. */
export const premiumPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Length of one paid period. */
  months: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  /** Tokens granted at the start of each month of premium. */
  monthlyTokens: z.number().int(),
});
export type PremiumPlan = z.infer<typeof premiumPlanSchema>;

/** A product reference as the payment link carries it (`product-type`, `product-id`). */
export const productQuerySchema = z.object({
  'product-type': productTypeSchema,
  'product-id': safeText('product-id').min(1).max(64),
});

export const couponCodeSchema = safeText('coupon-code').trim().min(1).max(COUPON_CODE_MAX);

/**
 * GET /api/coupons/{code}?product-type=&product-id=: 200 with the new price when the coupon
 * applies; otherwise 4xx COUPON_INVALID whose message says why (unknown, expired, not yet
 * valid, used up, not for this product).
 */
export const couponQuoteSchema = z.object({
  code: z.string(),
  /** "20% off", "$5.00 off": what the coupon does, in words. */
  description: z.string(),
  listPriceMinor: z.number().int(),
  discountMinor: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

/** GET /api/orders/{id}: an order of the caller's (anyone else's is a 404). */
export const orderSchema = z.object({
  id: z.string().uuid(),
  productType: productTypeSchema,
  productId: z.string(),
  /** "500 tokens", "Premium · 1 month". */
  description: z.string(),
  couponCode: z.string().nullable(),
  listPriceMinor: z.number().int(),
  discountMinor: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Why the last payment attempt failed (the order stays open); null otherwise. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** One entry of GET /api/tokens/history (newest first). */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  /** Signed: + credited, − spent. */
  amount: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Readable: "Reply from Mei Lin", "Refund: reply failed", "Purchase: 500 tokens". */
  reason: z.string(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** `cursor`: the `nextCursor` of the previous page; absent for the newest page. */
export const ledgerQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'cursor must be a nextCursor from a previous page')
    .optional(),
});

export const ledgerPageSchema = z.object({
  /** The balance now, so the page and the menu's badge agree. */
  balance: z.number().int(),
  items: z.array(ledgerEntrySchema),
  /** Pass as `cursor` for older entries; null when this page reaches the first. */
  nextCursor: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/**
 * GET /api/premium/subscription: the caller's subscription, or null when they never had one.
 * `active` is exactly isPremium. `cancelAtPeriodEnd`: it ends on `currentPeriodEnd` instead of
 * renewing. POST …/cancel and …/resume answer the same shape.
 */
export const subscriptionSchema = z.object({
  active: z.boolean(),
  plan: premiumPlanSchema.nullable(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** false: it cannot renew (premium given, not bought), so there is nothing to resume. */
  renewable: z.boolean(),
  canceledAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionStateSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
