import type { AuthDeps } from '../auth/auth-deps.ts';
import type { LiveEvents } from '../live/live-events.ts';

/** What the moderation routes share, built once per app in app.ts. */
export type ModerationDeps = AuthDeps & { live: LiveEvents };
