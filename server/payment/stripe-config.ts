/**
 * Which payment provider takes the money, from the environment. The sandbox (our own checkout
 * page, nothing charged) is the default; PAYMENT_PROVIDER=stripe needs the account's secret
 * key and the webhook endpoint's signing secret, and refuses to start without them: a server
 * that sent buyers to Stripe but could not verify Stripe's answers would take money and
 * deliver nothing.
 */
import type Stripe from 'stripe';

type Env = Record<string, string | undefined>;

/** Where the SDK sends its requests: Stripe itself, or stripe-mock / a test server. */
export type StripeApi = { host: string; port: number; protocol: Stripe.HttpProtocol };

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** null: api.stripe.com. */
  api: StripeApi | null;
};

export type PaymentConfig =
  { provider: 'sandbox' } | { provider: 'stripe'; stripe: StripeSettings };

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

/** STRIPE_API_BASE, e.g. http://localhost:12111 (stripe-mock), as the SDK's options. */
export function stripeApiOf(raw: string): StripeApi {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `STRIPE_API_BASE must be an http(s) URL such as http://localhost:12111, got "${raw}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_BASE must be an http(s) URL, got "${raw}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username) {
    // The SDK puts /v1/… after the host itself: a path here would be silently dropped.
    throw new Error(`STRIPE_API_BASE must be an origin without a path, got "${raw}"`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}

function required(env: Env, name: string, example: string): string {
  const value = env[name]?.trim();
  if (!value) {
    throw new Error(
      `PAYMENT_PROVIDER=stripe needs ${name} (${example}); set it, or unset PAYMENT_PROVIDER to use the sandbox.`,
    );
  }
  return value;
}

export function paymentConfig(env: Env): PaymentConfig {
  const name = (env.PAYMENT_PROVIDER?.trim() || 'sandbox').toLowerCase();
  if (name === 'sandbox') return { provider: 'sandbox' };
  if (name !== 'stripe') {
    throw new Error(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got "${name}"`,
    );
  }
  const secretKey = required(env, 'STRIPE_SECRET_KEY', 'sk_test_… from the Stripe dashboard');
  if (!/^(sk|rk)_/.test(secretKey)) {
    throw new Error(
      'STRIPE_SECRET_KEY must be a secret or restricted key (sk_… or rk_…), not a publishable key.',
    );
  }
  const webhookSecret = required(
    env,
    'STRIPE_WEBHOOK_SECRET',
    'whsec_… from the webhook endpoint, or from `stripe listen`',
  );
  const base = env.STRIPE_API_BASE?.trim();
  return {
    provider: 'stripe',
    stripe: { secretKey, webhookSecret, api: base ? stripeApiOf(base) : null },
  };
}

/** The start-up line: which provider takes payments (never the keys themselves). */
export function describePayments(payment: PaymentConfig): string {
  if (payment.provider === 'sandbox') {
    return 'Payments: the sandbox checkout, no real money (PAYMENT_PROVIDER=stripe for Stripe).';
  }
  const { secretKey, api } = payment.stripe;
  const mode = /^(sk|rk)_live_/.test(secretKey) ? 'LIVE mode' : 'test mode';
  const where = api ? `${api.protocol}://${api.host}:${api.port}` : 'api.stripe.com';
  return `Payments: Stripe Checkout, ${mode}, via ${where}; webhook at /api/payments/stripe/webhook.`;
}
