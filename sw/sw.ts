/**
 * The Angels service worker. Caching policy:
 * - Precache (install time, revisioned): the app shell (index.html), every JS chunk including
 *   each route's, the stylesheet, the icons and the manifest; never source maps or the install
 *   screenshots. Outdated precaches are deleted when a new version activates. Non-hashed files
 *   are requested with a `?v=<build id>` cache-buster, which precache lookups ignore.
 * - Navigations: answered with the precached index.html, so every client route opens offline;
 *   never for /api/ and never for the payment page (a server page, not a client route).
 * - GET /api/vars: stale-while-revalidate, 200 responses only: the app starts offline with the
 *   last domain info and picks up changes on the next start.
 * - Avatar images: cache-first with entry and age limits, purged on quota errors. Catalogue
 *   portraits are public; the personal-avatar portraits (/api/portraits) count as private.
 * - No other API data is cached here: offline data comes from the app's persisted query cache.
 * Updates: the first install claims open pages at once; a new version waits until the app
 * sends SKIP_WAITING (the user accepted "A new version is available"). At logout the app sends
 * CLEAR_PRIVATE_CACHES. After the first install the app sends workbox's CACHE_URLS with what it
 * fetched before the worker existed; the routes above decide what of it is kept.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHE_NAMES,
  CLEAR_PRIVATE_CACHES,
  PRIVATE_CACHES,
  SKIP_WAITING,
  type WorkerMessage,
} from '../src/lib/pwa/protocol.ts';
// Notifications: showing a push, opening its conversation on a tap.
import './push.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by vite-plugin-pwa (injectManifest) with the precache list. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const DAY_SECONDS = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST, {
  // `v` is the cache-busting build id appended to non-hashed URLs; the revision already covers it.
  ignoreURLParametersMatching: [/^v$/, /^utm_/, /^fbclid$/],
});
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // The payment page (the link that carries product-type, product-id, coupon-code) is served
    // by the server; the API is never a page.
    denylist: [/^\/api(\/|$)/, /^\/payment(\/|\?|$)/],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname === '/api/vars',
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.vars,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

const imageCache = (cacheName: string, maxEntries: number) =>
  new CacheFirst({
    cacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  });

registerRoute(
  ({ url }) => sameOrigin(url) && /^\/api\/avatars\/[^/]+\/portrait\.svg$/.test(url.pathname),
  imageCache(CACHE_NAMES.avatarImages, 300),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/portraits/'),
  imageCache(CACHE_NAMES.portraits, 30),
);

// The first install takes over open pages, so the very first visit is already offline-ready.
// A later version waits instead (no skipWaiting here): it activates on SKIP_WAITING below.
clientsClaim();

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === SKIP_WAITING) {
    void self.skipWaiting();
  } else if (message?.type === CLEAR_PRIVATE_CACHES) {
    const done = Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name))).then(() =>
      event.ports[0]?.postMessage({ type: CLEAR_PRIVATE_CACHES, done: true }),
    );
    event.waitUntil(done);
  }
});
