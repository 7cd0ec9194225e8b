/**
 * Pure rules of the money pages: the payment link, prices, signed amounts, the subscription's
 * status in words and the return from the payment page. See docs/product-rules.md for the
 * payment link's parameters (product-type, product-id, coupon-code: the last two only when set).
 */
import { PRODUCT_TYPES, type ProductType } from '@contract/constants.ts';
import type { PaymentOutcome } from './payment-return';

import type { Order, Subscription } from '@contract/billing.ts';

export type PaymentLinkInput = {
  productType: ProductType;
  productId?: string;
  couponCode?: string;
};

/**
 * The payment page link: `paymentPageUrl` (absolute or relative to `base`) plus exactly
 * product-type, and product-id / coupon-code when they have a value. Parameters the configured
 * URL already carries are kept.
 */
export function paymentLink(paymentPageUrl: string, input: PaymentLinkInput, base: string): string {
  if (!PRODUCT_TYPES.includes(input.productType)) throw new Error('Unknown product type');
  const url = new URL(paymentPageUrl, base);
  url.searchParams.set('product-type', input.productType);
  const productId = input.productId?.trim();
  if (productId) url.searchParams.set('product-id', productId);
  const couponCode = input.couponCode?.trim();
  if (couponCode) url.searchParams.set('coupon-code', couponCode);
  return url.toString();
}

/**
 * Intl formatters are costly to build (a long history formats hundreds of dates): one of each
 * kind per locale and options is kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = `n|${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `d|${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A price in minor units, in the user's locale with the currency's narrow symbol ("$4.99"). */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
  // Minor units per major one follow the currency: 2 digits for USD, none for JPY.
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A whole number in the user's locale ("1,200"). */
export function formatCount(count: number, locale?: string): string {
  return numberFormat(locale, {}).format(count);
}

/** "+500" or "−1" (a true minus sign): a ledger entry's effect on the balance. */
export function formatSignedTokens(amount: number, locale?: string): string {
  const digits = formatCount(Math.abs(amount), locale);
  if (amount > 0) return `+${digits}`;
  if (amount < 0) return `\u2212${digits}`;
  return digits;
}

export function formatDate(iso: string, locale?: string): string {
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale?: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export type SubscriptionStatus =
  | { kind: 'none' }
  | { kind: 'renews'; until: string }
  | { kind: 'ends'; until: string }
  /** Given, not bought: it cannot renew, so there is nothing to cancel or resume. */
  | { kind: 'given'; until: string }
  | { kind: 'ended'; endedOn: string };

export function subscriptionStatus(subscription: Subscription | null): SubscriptionStatus {
  if (!subscription) return { kind: 'none' };
  const end = subscription.currentPeriodEnd;
  if (!subscription.active) return { kind: 'ended', endedOn: end };
  if (!subscription.renewable) return { kind: 'given', until: end };
  return subscription.cancelAtPeriodEnd
    ? { kind: 'ends', until: end }
    : { kind: 'renews', until: end };
}

/** The status as one sentence, for the premium page. */
export function describeSubscription(status: SubscriptionStatus, locale?: string): string {
  switch (status.kind) {
    case 'none':
      return 'You do not have Premium yet.';
    case 'renews':
      return `Premium is active until ${formatDate(status.until, locale)} and renews on that day.`;
    case 'ends':
      return `Premium is canceled: it stays active until ${formatDate(status.until, locale)} and ends on that day.`;
    case 'given':
      return `Premium was given to you: it is active until ${formatDate(status.until, locale)} and ends on that day.`;
    case 'ended':
      return `Premium ended on ${formatDate(status.endedOn, locale)}.`;
  }
}

export type ReturnToast = {
  severity: 'success' | 'info' | 'warn';
  summary: string;
  detail?: string;
};

/**
 * What the toast says after the payment page returned. The order is the truth, not the URL:
 * "success" for an order still open (after waiting for its confirmation) is still processing;
 * for one canceled or expired, not paid.
 */
export function paymentReturnToast(
  outcome: PaymentOutcome,
  order: Order | undefined,
  premiumUntil: string | undefined,
  locale?: string,
): ReturnToast {
  if (order?.status === 'complete') {
    if (order.productType === 'premium') {
      return {
        severity: 'success',
        summary: premiumUntil
          ? `Premium is active until ${formatDate(premiumUntil, locale)}`
          : 'Premium is active',
      };
    }
    return { severity: 'success', summary: `${order.description} added` };
  }
  if (outcome === 'canceled') return { severity: 'info', summary: 'Payment canceled' };
  // Paid at the provider, not confirmed yet (its webhook is late): nothing failed.
  if (order?.status === 'open') {
    return {
      severity: 'info',
      summary: 'Payment processing',
      detail:
        order.productType === 'premium'
          ? 'Premium starts when the payment is confirmed.'
          : 'Your tokens will appear when the payment is confirmed.',
    };
  }
  // The order could not be read (offline, say): the balance and history will tell.
  if (!order)
    return {
      severity: 'info',
      summary: 'Payment sent',
      detail: 'Your balance and history update once it is confirmed.',
    };
  return {
    severity: 'warn',
    summary: 'Payment not completed',
    detail: order.failure ?? 'Nothing was charged. You can try again.',
  };
}
