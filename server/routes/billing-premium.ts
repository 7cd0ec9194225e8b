import type { AuthDeps } from '../auth/auth-deps.ts';
import { subscriptionStateSchema } from '../contract/billing.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { refreshPremium } from '../money/premium.ts';
import { presentSubscription, setCancelAtPeriodEnd } from '../money/subscription.ts';
import { paymentProviders } from '../payment/providers.ts';
import { cancelOnStripe } from '../payment/stripe-subscriptions.ts';

/** /api/premium/subscription: the caller's subscription; cancel at period end, resume. */
export function billingPremiumRoutes(deps: AuthDeps) {
  const { db, config, secret } = deps;
  // Premium paid through Stripe is canceled or resumed there first (both sides stay in step).
  const { stripe } = paymentProviders(secret, config.payment);
  const endpoint = endpoints(deps);
  const state = json('Your subscription (null: none yet)', subscriptionStateSchema);
  const get = endpoint({
    method: 'get',
    path: '/premium/subscription',
    access: 'user',
    readLimit: 'item',
    summary: 'Your premium subscription, brought up to date (renewal, monthly tokens)',
    responses: { 200: state },
  });
  const nothing = apiError(
    'NO_SUBSCRIPTION: no active subscription, or (resume) premium we gave, which never renews.',
  );
  const providerDown = apiError(
    'PAYMENT_PROVIDER_UNAVAILABLE: Stripe could not be reached; nothing changed, try again.',
  );
  const cancel = endpoint({
    method: 'post',
    path: '/premium/subscription/cancel',
    access: 'user',
    writeLimit: 'billing',
    summary: 'Cancel at period end: premium stays until then, and does not renew',
    responses: { 200: state, 409: nothing, 503: providerDown },
  });
  const resume = endpoint({
    method: 'post',
    path: '/premium/subscription/resume',
    access: 'user',
    writeLimit: 'billing',
    summary: 'Undo a cancellation: the subscription renews at period end again',
    responses: { 200: state, 409: nothing, 503: providerDown },
  });
  return apiRouter<AuthEnv>()
    .openapi(get, async (c) => {
      const sub = await refreshPremium(db, c.var.user.id);
      const subscription = sub ? await presentSubscription(db, sub, config.currency) : null;
      return c.json({ subscription }, 200);
    })
    .openapi(cancel, async (c) => {
      await cancelOnStripe(db, stripe, c.var.user.id, true);
      const sub = await setCancelAtPeriodEnd(db, c.var.user.id, true);
      return c.json({ subscription: await presentSubscription(db, sub, config.currency) }, 200);
    })
    .openapi(resume, async (c) => {
      await cancelOnStripe(db, stripe, c.var.user.id, false);
      const sub = await setCancelAtPeriodEnd(db, c.var.user.id, false);
      return c.json({ subscription: await presentSubscription(db, sub, config.currency) }, 200);
    });
}
