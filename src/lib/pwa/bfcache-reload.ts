/**
 * A page restored from the back/forward cache reloads. A frozen page may hold a
 * session, tokens or data that changed while it was away (logout in another tab, a new
 * version); a fresh start is cheap with the service worker and always consistent.
 */
export function initBfcacheReload(): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
