import { describe, expect, it } from 'vitest';
import type { Order, Subscription } from '@contract/billing.ts';
import {
  describeSubscription,
  formatPrice,
  formatSignedTokens,
  paymentLink,
  paymentReturnToast,
  subscriptionStatus,
} from './model';
import { parsePaymentReturn } from './payment-return';

const BASE = 'https://angels.test/tokens';
const ORDER_ID = '0b7f3c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b';

const keysOf = (href: string) => [...new URL(href).searchParams.keys()];

describe('paymentLink', () => {
  it('carries only product-type when nothing else is set', () => {
    const href = paymentLink('/payment', { productType: 'premium' }, BASE);
    expect(href).toBe('https://angels.test/payment?product-type=premium');
  });

  it('adds product-id and coupon-code when they have a value, trimmed', () => {
    const href = paymentLink(
      '/payment',
      { productType: 'tokens', productId: 'tokens-500', couponCode: ' WELCOME20 ' },
      BASE,
    );
    expect(keysOf(href)).toEqual(['product-type', 'product-id', 'coupon-code']);
    expect(new URL(href).searchParams.get('coupon-code')).toBe('WELCOME20');
  });

  it('leaves out empty or blank values', () => {
    const href = paymentLink(
      '/payment',
      { productType: 'tokens', productId: '', couponCode: '  ' },
      BASE,
    );
    expect(keysOf(href)).toEqual(['product-type']);
  });

  it('keeps an absolute configured URL and its own parameters', () => {
    const href = paymentLink(
      'https://pay.example.com/checkout?shop=7',
      { productType: 'tokens', productId: 'a b&c' },
      BASE,
    );
    const url = new URL(href);
    expect(url.origin).toBe('https://pay.example.com');
    expect(url.searchParams.get('shop')).toBe('7');
    expect(url.searchParams.get('product-id')).toBe('a b&c');
  });

  it('refuses an unknown product type', () => {
    // @ts-expect-error: the type forbids it; the check guards untyped callers
    expect(() => paymentLink('/payment', { productType: 'gold' }, BASE)).toThrow();
  });
});

describe('formatPrice', () => {
  it('formats minor units with the narrow symbol', () => {
    expect(formatPrice(499, 'USD', 'en-US')).toBe('$4.99');
    expect(formatPrice(11999, 'USD', 'en-US')).toBe('$119.99');
    // The narrow symbol: "$", not "US$", even where the locale would say otherwise.
    expect(formatPrice(1999, 'USD', 'en-CA')).toBe('$19.99');
    expect(formatPrice(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
  });

  it('knows currencies without minor units', () => {
    expect(formatPrice(500, 'JPY', 'en-US')).toBe('¥500');
  });
});

describe('formatSignedTokens', () => {
  it('signs credits and debits', () => {
    expect(formatSignedTokens(500, 'en-US')).toBe('+500');
    expect(formatSignedTokens(-1, 'en-US')).toBe('\u22121');
    expect(formatSignedTokens(1200, 'en-US')).toBe('+1,200');
    expect(formatSignedTokens(0, 'en-US')).toBe('0');
  });
});

describe('parsePaymentReturn', () => {
  it('keeps a valid outcome and order id', () => {
    expect(parsePaymentReturn({ payment: 'success', order: ORDER_ID })).toEqual({
      payment: 'success',
      order: ORDER_ID,
    });
  });

  it('drops malformed fields instead of failing', () => {
    expect(parsePaymentReturn({ payment: 'maybe', order: '../x' })).toEqual({});
    expect(parsePaymentReturn({ payment: 'canceled', order: 42 })).toEqual({ payment: 'canceled' });
  });
});

const subscription = (patch: Partial<Subscription>): Subscription => ({
  active: true,
  renewable: true,
  plan: null,
  currentPeriodStart: '2026-01-01T00:00:00.000Z',
  currentPeriodEnd: '2026-02-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  canceledAt: null,
  ...patch,
});

describe('subscriptionStatus', () => {
  it('tells none, renewing, ending and ended apart', () => {
    expect(subscriptionStatus(null)).toEqual({ kind: 'none' });
    expect(subscriptionStatus(subscription({})).kind).toBe('renews');
    expect(subscriptionStatus(subscription({ cancelAtPeriodEnd: true })).kind).toBe('ends');
    expect(subscriptionStatus(subscription({ active: false })).kind).toBe('ended');
    // Given premium (a demo or migrated account) cannot renew: no cancel, no resume.
    const given = subscriptionStatus(subscription({ renewable: false, cancelAtPeriodEnd: true }));
    expect(given.kind).toBe('given');
    expect(describeSubscription(given, 'en-US')).toMatch(/^Premium was given to you/);
  });

  it('says the end date', () => {
    const ends = subscriptionStatus(subscription({ cancelAtPeriodEnd: true }));
    expect(describeSubscription(ends, 'en-US')).toMatch(/ends on that day/);
    expect(describeSubscription(ends, 'en-US')).toMatch(/Feb 1, 2026/);
  });
});

const order = (patch: Partial<Order>): Order => ({
  id: ORDER_ID,
  productType: 'tokens',
  productId: 'tokens-500',
  description: '500 tokens',
  couponCode: null,
  listPriceMinor: 1999,
  discountMinor: 0,
  priceMinor: 1999,
  currency: 'USD',
  status: 'complete',
  paymentStatus: 'paid',
  failure: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  completedAt: '2026-01-01T00:01:00.000Z',
  ...patch,
});

describe('paymentReturnToast', () => {
  it('says what a completed order gave', () => {
    expect(paymentReturnToast('success', order({}), undefined).summary).toBe('500 tokens added');
    const premium = order({ productType: 'premium', description: 'Premium · 1 month' });
    expect(
      paymentReturnToast('success', premium, '2026-02-01T12:00:00.000Z', 'en-US').summary,
    ).toBe('Premium is active until Feb 1, 2026');
  });

  it('trusts the order, not the URL', () => {
    const canceled = order({
      status: 'canceled',
      paymentStatus: 'unpaid',
      failure: 'Card declined',
    });
    expect(paymentReturnToast('success', canceled, undefined)).toEqual({
      severity: 'warn',
      summary: 'Payment not completed',
      detail: 'Card declined',
    });
    const open = order({ status: 'open', paymentStatus: 'unpaid' });
    expect(paymentReturnToast('canceled', open, undefined).summary).toBe('Payment canceled');
  });

  it('a success whose order is still open is processing, never "Nothing was charged"', () => {
    const open = order({ status: 'open', paymentStatus: 'unpaid' });
    expect(paymentReturnToast('success', open, undefined)).toEqual({
      severity: 'info',
      summary: 'Payment processing',
      detail: 'Your tokens will appear when the payment is confirmed.',
    });
    const premium = order({ status: 'open', paymentStatus: 'unpaid', productType: 'premium' });
    expect(paymentReturnToast('success', premium, undefined)).toEqual({
      severity: 'info',
      summary: 'Payment processing',
      detail: 'Premium starts when the payment is confirmed.',
    });
  });
});
