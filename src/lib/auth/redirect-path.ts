/**
 * Where a visitor was going when a page asked them to log in (e.g. "Chat" on an Angel's
 * profile). A login in that dialog simply continues the navigation. A registration cannot: the
 * account is confirmed from a mailed link, often in another tab, and logged into later. So a
 * registration made while a page waited keeps that page in local storage (the spec's "session
 * redirect path" key), and the next login on this device takes the user there, once.
 */
export const REDIRECT_PATH_KEY = 'redirect-path';

/** A kept path older than this is forgotten: the visitor has moved on. */
export const REDIRECT_PATH_TTL_MS = 7 * 24 * 60 * 60 * 1000;

let waiting: string | undefined;

/** The auth guard says which page its dialog is for (undefined once the dialog is done). */
export function holdTarget(href: string | undefined): void {
  waiting = href;
}

/** True while a guard waits on the dialogs: its own navigation continues after a login. */
export function isTargetHeld(): boolean {
  return waiting !== undefined;
}

/** A registration succeeded: keep the page the guard was holding for the login to come. */
export function keepTargetForLater(now = Date.now()): void {
  if (!waiting) return;
  try {
    localStorage.setItem(REDIRECT_PATH_KEY, JSON.stringify({ href: waiting, savedAt: now }));
  } catch {
    // Storage unavailable (private mode quota): the visitor lands on the main page instead.
  }
}

/** An in-app path only: never another origin ("//host") whatever the storage holds. */
const isAppPath = (href: unknown): href is string =>
  typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');

/** The kept path, removed as it is read; undefined if none, stale or malformed. */
export function takeRedirectPath(now = Date.now()): string | undefined {
  try {
    const raw = localStorage.getItem(REDIRECT_PATH_KEY);
    if (raw === null) return undefined;
    localStorage.removeItem(REDIRECT_PATH_KEY);
    const kept = JSON.parse(raw) as { href?: unknown; savedAt?: unknown };
    const fresh = typeof kept.savedAt === 'number' && now - kept.savedAt < REDIRECT_PATH_TTL_MS;
    return fresh && isAppPath(kept.href) ? kept.href : undefined;
  } catch {
    return undefined;
  }
}
