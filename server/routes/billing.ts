import type { AuthDeps } from '../auth/auth-deps.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiRouter } from '../http/endpoint.ts';

/** /api/tokens, /api/premium, /api/coupons, /api/orders, /api/payments: the money path. */
export function billingRoutes(_deps: AuthDeps) {
  return apiRouter<AuthEnv>();
}
