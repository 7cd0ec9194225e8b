/**
 * Keeping the user record (balance, premium) fresh without a reload: after each money action
 * the record is read again at once (refreshUser), and when the app comes back to the foreground
 * (focus, visibility) at most once per FOCUS_REFRESH_INTERVAL_MS, from start-up
 * (initUserRefresh). The session module (jwt-decode, the authenticated client) is loaded on
 * demand, as lib/last-known-user does.
 */
import { onlineManager } from '@tanstack/react-query';
import { sessionStore } from './session-store';

export const FOCUS_REFRESH_INTERVAL_MS = 30_000;

let fetchedAt = 0;
let inFlight: Promise<void> | undefined;
let queued: Promise<void> | undefined;

function startRead(): Promise<void> {
  const read = import('./session')
    .then((session) => session.loadSessionUser())
    .then(
      () => undefined,
      () => undefined, // offline or refused: the next focus or action tries again
    )
    .finally(() => {
      if (inFlight === read) inFlight = undefined;
    });
  inFlight = read;
  return read;
}

export function markUserRecordFetched(at = Date.now()): void {
  fetchedAt = at;
}

/**
 * Reads the user record again now; concurrent calls share one request. Never rejects.
 * `fresh`: the caller knows the record changed just now (a live account hint), so a read
 * already under way, which the server may have answered before the change, will not do: one
 * more starts once it ends, shared by every `fresh` caller meanwhile.
 */
export function refreshUser(options: { fresh?: boolean } = {}): Promise<void> {
  if (!sessionStore.getSnapshot().user) return Promise.resolve();
  if (!inFlight) return startRead();
  if (!options.fresh) return inFlight;
  queued ??= inFlight.then(() => {
    queued = undefined;
    return sessionStore.getSnapshot().user ? (inFlight ?? startRead()) : undefined;
  });
  return queued;
}

function refreshIfStale(): void {
  // Logged out there is no record to read (and the session module stays unloaded).
  if (!sessionStore.getSnapshot().user) return;
  if (!onlineManager.isOnline()) return;
  if (Date.now() - fetchedAt < FOCUS_REFRESH_INTERVAL_MS) return;
  void refreshUser();
}

/** Refresh on focus and on becoming visible; returns the function that stops it. */
export function refreshUserOnFocus(): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') refreshIfStale();
  };
  window.addEventListener('focus', refreshIfStale);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', refreshIfStale);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

let stopFocusRefresh: (() => void) | undefined;

/**
 * Start-up: the badge and the Premium label follow changes made elsewhere (another tab, the
 * payment page) for as long as the app runs. Once, whatever calls it twice; logged out, the
 * listeners do nothing.
 */
export function initUserRefresh(): void {
  stopFocusRefresh ??= refreshUserOnFocus();
}
