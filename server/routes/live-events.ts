import type { AuthEnv } from '../http/auth.ts';
import { apiRouter } from '../http/endpoint.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

export function liveEventRoutes(deps: ModerationDeps) {
  void deps;
  return apiRouter<AuthEnv>();
}
