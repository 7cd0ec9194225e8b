import type { AuthDeps } from '../auth/auth-deps.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiRouter } from '../http/endpoint.ts';
import { billingAccountRoutes } from './billing-account.ts';
import { billingCatalogueRoutes } from './billing-catalogue.ts';
import { billingPaymentRoutes } from './billing-payments.ts';
import { billingPremiumRoutes } from './billing-premium.ts';
import { billingStripeRoutes } from './billing-stripe.ts';

/** /api/tokens, /api/premium, /api/coupons, /api/orders, /api/payments: the money path. */
export function billingRoutes(deps: AuthDeps) {
  return apiRouter<AuthEnv>()
    .route('/', billingCatalogueRoutes(deps))
    .route('/', billingAccountRoutes(deps))
    .route('/', billingPremiumRoutes(deps))
    .route('/', billingPaymentRoutes(deps))
    .route('/', billingStripeRoutes(deps));
}
