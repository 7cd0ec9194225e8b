import { apiRouter } from '../http/endpoint.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

/** Placeholder, filled in by the My Angels work. */
export function angelCardRoutes(_deps: ModerationDeps) {
  return apiRouter();
}
