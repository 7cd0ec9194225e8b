/**
 * Chunk-load recovery. A JS or CSS chunk that fails to load (usually a new version was
 * deployed and the old hashed files are gone) is recovered by a reload: the path the user was
 * going to is saved in session storage, the page reloads, and the next start navigates there
 * and forgets it. Policy against loops: no reload while offline (the browser would show its
 * own error page; the app's offline view is better), and none if the last chunk reload was less
 * than CHUNK_RELOAD_GUARD_MS ago: then the error view shows instead.
 */
export const CHUNK_RELOAD_PATH_KEY = 'chunk-reload-path';
export const CHUNK_RELOAD_AT_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

// Chromium, Firefox and Safari word it differently; Vite adds its own for CSS.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Session storage can throw (disabled storage): then recovery simply does not happen. */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const here = () => window.location.pathname + window.location.search + window.location.hash;

let reloading = false;
/** The href the router is loading, or null when it is idle; bound once the router exists. */
let navigationTarget: () => string | null = here;

/** A failed *preload* (hovering a link) is no reason to reload: the router retries on click. */
export function bindNavigationTarget(probe: () => string | null): void {
  navigationTarget = probe;
}

/** Whether a reload would help rather than loop. */
export function canRecoverFromChunkFailure(now = Date.now()): boolean {
  if (reloading) return true;
  const storage = session();
  if (!storage || !navigator.onLine) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_AT_KEY));
  return !(last > 0 && now - last < CHUNK_RELOAD_GUARD_MS);
}

/** Saves the path and reloads; false when the guard says no (show the error instead). */
export function recoverFromChunkFailure(target: string = here()): boolean {
  if (reloading) return true;
  if (!canRecoverFromChunkFailure()) return false;
  reloading = true;
  const storage = session();
  storage?.setItem(CHUNK_RELOAD_AT_KEY, String(Date.now()));
  storage?.setItem(CHUNK_RELOAD_PATH_KEY, target);
  window.location.reload();
  return true;
}

/** The next start goes where the failed navigation was heading, before the router reads it. */
function restoreSavedPath(): void {
  const storage = session();
  const saved = storage?.getItem(CHUNK_RELOAD_PATH_KEY);
  if (!storage || saved == null) return;
  storage.removeItem(CHUNK_RELOAD_PATH_KEY);
  // Same-origin paths only: session storage is ours, but never turn it into an open redirect.
  if (saved.startsWith('/') && !saved.startsWith('//') && saved !== here()) {
    window.history.replaceState(window.history.state, '', saved);
  }
}

/** Start-up initialiser (main.tsx). */
export function initChunkRecovery(): void {
  restoreSavedPath();
  // Vite dispatches this for any failed dynamic import or CSS preload. Not cancelled: if no
  // reload happens, the error goes on to the router's error view.
  window.addEventListener('vite:preloadError', (event) => {
    // Vite reports every rejection of a lazily imported call chain here, including errors the
    // loaded code throws (e.g. a refused worker registration): only a load failure is ours.
    if (!isChunkLoadError(event.payload)) return;
    const target = navigationTarget();
    if (target !== null) recoverFromChunkFailure(target);
  });
}
