import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { describePayments, paymentConfig, stripeApiOf } from './stripe-config.ts';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('PAYMENT_PROVIDER', () => {
  it('is the sandbox unless stripe is chosen', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox' });
    expect(paymentConfig({ ...KEYS })).toEqual({ provider: 'sandbox' });
    expect(paymentConfig({ PAYMENT_PROVIDER: 'Stripe', ...KEYS })).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', api: null },
    });
  });

  it('refuses to start with stripe and a key missing, saying which', () => {
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toThrow(
      /^PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY \(sk_test_… from the Stripe dashboard\)/,
    );
    expect(() =>
      paymentConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow(/^PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      paymentConfig({ PAYMENT_PROVIDER: 'stripe', ...KEYS, STRIPE_SECRET_KEY: 'pk_test_1' }),
    ).toThrow(/not a publishable key/);
    expect(() => paymentConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      'PAYMENT_PROVIDER must be one of sandbox, stripe, got "paypal"',
    );
  });

  it('reads STRIPE_API_BASE into the SDK’s host, port and protocol', () => {
    expect(stripeApiOf('http://localhost:12111')).toEqual({
      host: 'localhost',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeApiOf('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeApiOf('http://[::1]:8080/')).toEqual({
      host: '::1',
      port: 8080,
      protocol: 'http',
    });
    expect(() => stripeApiOf('localhost:12111')).toThrow(
      /STRIPE_API_BASE must be an http\(s\) URL/,
    );
    expect(() => stripeApiOf('http://localhost/v1')).toThrow(/without a path/);
  });
});

describe('the start-up line', () => {
  it('says which provider and mode, never a key', () => {
    expect(describePayments({ provider: 'sandbox' })).toMatch(/^Payments: the sandbox checkout/);
    const live = paymentConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_secret123',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret456',
    });
    const line = describePayments(live);
    expect(line).toBe(
      'Payments: Stripe Checkout, LIVE mode, via api.stripe.com; webhook at /api/payments/stripe/webhook.',
    );
    const mock = paymentConfig({
      PAYMENT_PROVIDER: 'stripe',
      ...KEYS,
      STRIPE_API_BASE: 'http://localhost:12111',
    });
    expect(describePayments(mock)).toContain('test mode, via http://localhost:12111');
  });
});
