/**
 * The payment providers of this server. The sandbox always exists (its checkout page takes
 * free orders, and its events come through /api/payments/events/sandbox); Stripe exists when
 * PAYMENT_PROVIDER=stripe, and is then the default: new orders are paid through it, and its
 * events come through their own route (/api/payments/stripe/webhook).
 */
import type { PaymentConfig } from './stripe-config.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider, type StripeProvider } from './stripe-provider.ts';

/** One set per configuration: the routes that need the providers share one Stripe client. */
const built = new WeakMap<PaymentConfig, Map<string, Providers>>();

type Providers = {
  sandbox: ReturnType<typeof sandboxProvider>;
  stripe: StripeProvider | null;
  default: PaymentProvider;
  byName: Map<string, PaymentProvider>;
};

export function paymentProviders(
  secret: string,
  payment: PaymentConfig = { provider: 'sandbox' },
): Providers {
  let bySecret = built.get(payment);
  if (!bySecret) built.set(payment, (bySecret = new Map()));
  let providers = bySecret.get(secret);
  if (!providers) bySecret.set(secret, (providers = buildProviders(secret, payment)));
  return providers;
}

function buildProviders(secret: string, payment: PaymentConfig): Providers {
  const sandbox = sandboxProvider(secret);
  const stripe: StripeProvider | null =
    payment.provider === 'stripe' ? stripeProvider(payment.stripe) : null;
  /** Providers whose events /api/payments/events/{provider} takes (Stripe has its own route). */
  const byName = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  return { sandbox, stripe, default: stripe ?? (sandbox as PaymentProvider), byName };
}
