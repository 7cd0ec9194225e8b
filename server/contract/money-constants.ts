/** Money: products, the token ledger, orders, Premium's benefits and payment errors. */

/** What can be bought: a token package or a premium plan (the payment link's product-type). */
export const PRODUCT_TYPES = ['tokens', 'premium'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Kinds of token ledger entry; each change of a balance is exactly one of them. */
export const LEDGER_KINDS = [
  'purchase',
  'grant',
  'reserve',
  'charge',
  'refund',
  'adjust',
  'expire',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ORDER_STATUSES = ['open', 'complete', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'no_payment_required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An open order not paid within this long expires (the checkout page starts again). */
export const ORDER_TTL_MINUTES = 60;
/** Token history page size (newest first). */
export const LEDGER_PAGE_SIZE = 30;
export const COUPON_CODE_MAX = 32;

/**
 * What Premium gives, in the words every place that tells it uses (the premium page, the
 * upsell). Where the plans are known, the 'tokens' title names the plan's monthly grant.
 */
export const PREMIUM_BENEFITS = [
  {
    id: 'avatar',
    title: 'Your personal avatar.',
    detail: 'Design how you appear to your Angels.',
  },
  {
    id: 'tokens',
    title: 'Tokens every month.',
    detail: 'Added to your balance at the start of each month of Premium, for more conversations.',
  },
  {
    id: 'cancel',
    title: 'Cancel any time.',
    detail: 'Premium stays active until the end of the period you paid for.',
  },
] as const;

export const MONEY_ERROR_CODES = {
  /** A coupon that does not apply: unknown, expired, not yet valid, used up, other product. */
  couponInvalid: 'COUPON_INVALID',
  /** No such product on sale. */
  unknownProduct: 'UNKNOWN_PRODUCT',
  /** The order is complete, canceled or expired: nothing more can happen to it. */
  orderClosed: 'ORDER_CLOSED',
  paymentDeclined: 'PAYMENT_DECLINED',
  /** Cancel or resume without a subscription that allows it. */
  noSubscription: 'NO_SUBSCRIPTION',
  /** The payment provider (Stripe) could not be reached or refused: nothing changed; retry. */
  paymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;
