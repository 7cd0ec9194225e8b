import type { AuthDeps } from '../auth/auth-deps.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiRouter } from '../http/endpoint.ts';

/** /api/users/{id}/…: the account settings beyond personal details. */
export function accountSettingsRoutes(_deps: AuthDeps) {
  return apiRouter<AuthEnv>();
}
