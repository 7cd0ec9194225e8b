/**
 * Following the registered service worker: updates and the first visit's caches, loaded by
 * ./init-pwa only once there is a worker to follow. Policy: a new version never takes over by
 * itself. When one is waiting, the user sees "A new version is available"
 * with a Reload action; Reload sends SKIP_WAITING and the page reloads exactly once when the
 * new worker takes control. Another tab accepting the update reloads this one too, so no tab
 * runs old code against new caches. Updates are looked for every hour and whenever the tab
 * becomes visible again.
 *
 * Written on the platform's own API rather than workbox-window: the part of it we used is these
 * few events, and its 2.7 KB (gzip) came in with every first visit (issue 30's initial-JS budget).
 */
import { toast } from '@/lib/toast/toast-store';
import { CACHE_URLS, SKIP_WAITING, type WorkerMessage } from './protocol';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * On the first visit, vars and portraits were fetched before the worker existed. Its router
 * answers workbox's CACHE_URLS message by running each URL through its routes (URLs that no
 * route caches are skipped), so the first visit already works offline.
 */
function warmRuntimeCaches(worker: ServiceWorker | null): void {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/api/'))
    .map((url) => url.href);
  if (!worker || urlsToCache.length === 0) return;
  const message: WorkerMessage = { type: CACHE_URLS, payload: { urlsToCache } };
  worker.postMessage(message);
}

/** Calls `onInstalled` once `worker` has installed (it then waits, since a page is controlled). */
function whenInstalled(worker: ServiceWorker, onInstalled: () => void): void {
  if (worker.state === 'installed') return onInstalled();
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') onInstalled();
  });
}

/**
 * Follows the registered worker for this page's lifetime. `firstWorker`: this page was not
 * controlled and its first worker has just taken control (clientsClaim), which is no reason to
 * reload; what the page fetched before it is not in its caches yet, so it is warmed now.
 */
export function followServiceWorker(
  registration: ServiceWorkerRegistration,
  firstWorker: boolean,
): void {
  const container = navigator.serviceWorker;
  let offered = false;
  let reloading = false;

  const offerUpdate = () => {
    if (offered || !container.controller) return;
    offered = true;
    toast.add({
      severity: 'info',
      summary: 'A new version is available',
      detail: 'Reload to start using it.',
      action: {
        label: 'Reload',
        onAction: () => {
          const message: WorkerMessage = { type: SKIP_WAITING };
          registration.waiting?.postMessage(message);
        },
      },
    });
  };

  if (firstWorker) warmRuntimeCaches(container.controller);
  // From here on a new controller is an update this page accepted, or another tab did.
  container.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  // A version found before this page registered may already wait, or still be installing.
  if (registration.waiting) offerUpdate();
  if (registration.installing) whenInstalled(registration.installing, offerUpdate);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) whenInstalled(registration.installing, offerUpdate);
  });

  const checkForUpdate = () => void registration.update().catch(() => undefined); // offline
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
