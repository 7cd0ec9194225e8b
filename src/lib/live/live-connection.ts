/**
 * The live hints while someone is logged in: this tab's part of the browser's one connection
 * (./live-tabs) from login to logout, and the hints lib code answers itself. An account hint
 * (a warning, a suspension, a lift) reads the user record again; if the account may no longer
 * call the API, that read meets the 403 and the suspension modal opens. A refused stream goes
 * through the same reaction as any refused call (handleAuthFailure): 401 ends the session,
 * 403 ACCOUNT_SUSPENDED logs out and opens the modal (in every tab: ./suspension-tabs).
 */
import { handleAuthFailure } from '@/lib/auth/auth-client';
import { sessionStore } from '@/lib/auth/session-store';
import { refreshUser } from '@/lib/auth/user-refresh';
import { dispatchLiveEvent, dispatchLiveReconnect, onLiveEvent } from './live-handlers';
import { shareLiveConnection } from './live-tabs';
import { shareSuspension } from './suspension-tabs';

let running: (() => void) | undefined;

/** Once per app, whatever calls it twice; returns the stop (tests). */
export function keepLiveConnection(share = shareLiveConnection): () => void {
  if (running) return running;
  // A read already under way may predate the change the hint announces: a fresh one.
  const stopAccount = onLiveEvent('account', () => void refreshUser({ fresh: true }));
  const stopSuspension = shareSuspension();
  let userId: string | null = null;
  let stopTab: (() => void) | undefined;
  const sync = () => {
    const id = sessionStore.getSnapshot().user?.id ?? null;
    if (id === userId) return;
    stopTab?.();
    stopTab = undefined;
    userId = id;
    if (id === null) return;
    stopTab = share({
      onEvent: dispatchLiveEvent,
      onReconnect: dispatchLiveReconnect,
      onAuthFailure: handleAuthFailure,
    });
  };
  const stopSession = sessionStore.subscribe(sync);
  sync();
  running = () => {
    stopSession();
    stopTab?.();
    stopAccount();
    stopSuspension();
    running = undefined;
  };
  return running;
}
