/**
 * Service-worker registration and updates, loaded lazily by ./init-pwa (workbox-window stays
 * out of the entry chunk). Policy: a new version never takes over by itself. When one is
 * waiting, the user sees "A new version is available" with a Reload action; Reload sends
 * SKIP_WAITING and the page reloads exactly once when the new worker takes control. Another
 * tab accepting the update reloads this one too, so no tab runs old code against new caches.
 * Updates are looked for every hour and whenever the tab becomes visible again.
 */
import { Workbox } from 'workbox-window';
import { toast } from '@/lib/toast/toast-store';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * On the first visit, vars and portraits were fetched before the worker existed. Its router
 * answers workbox's CACHE_URLS message by running each URL through its routes (URLs that no
 * route caches are skipped), so the first visit already works offline.
 */
function warmRuntimeCaches(wb: Workbox): void {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/api/'))
    .map((url) => url.href);
  if (urlsToCache.length === 0) return;
  wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
}

export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  let offered = false;
  let accepted = false;
  let reloading = false;

  const offerUpdate = () => {
    if (offered) return;
    offered = true;
    toast.add({
      severity: 'info',
      summary: 'A new version is available',
      detail: 'Reload to start using it.',
      action: {
        label: 'Reload',
        onAction: () => {
          accepted = true;
          wb.messageSkipWaiting();
        },
      },
    });
  };

  wb.addEventListener('waiting', offerUpdate);
  wb.addEventListener('controlling', (event) => {
    // The very first install also takes control (clientsClaim): that is no reason to reload,
    // but what this page fetched before is not in the worker's caches yet.
    if (!accepted && !event.isUpdate) return warmRuntimeCaches(wb);
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register({ immediate: true });
  } catch (error) {
    // Refused (private modes, policies, test browsers that block workers): the app works on.
    console.info('Service worker not registered', error);
    return;
  }
  // An update the browser found while the page loaded (before the listeners above existed)
  // is already installing: workbox-window only reports updates found after registering.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller) {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate();
    });
  }

  const checkForUpdate = () => void wb.update().catch(() => undefined); // offline: next time
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
