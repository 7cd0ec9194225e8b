/**
 * Start-up initialiser: registers the service worker once the page has loaded and the main
 * thread is idle, so neither the worker's precaching nor its registration competes with the
 * first render. Production builds only: in development Vite serves unbundled modules that a
 * worker must not cache.
 *
 * Registering is one call; what follows it (./register-sw: offering updates, warming the caches)
 * loads only when there is something to follow. A page the worker already controls (a returning
 * visit) loads it at once; a first visit loads it when its first worker takes control, seconds
 * later, after the precache is in: never with the first load (issue 30's initial-JS budget).
 */
const SCRIPT_URL = '/sw.js';

function followWorker(registration: ServiceWorkerRegistration, firstWorker: boolean): void {
  import('./register-sw')
    .then((module) => module.followServiceWorker(registration, firstWorker))
    .catch((error: unknown) => console.warn('Service worker updates unavailable', error));
}

async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  const controlled = Boolean(container.controller);
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SCRIPT_URL, { scope: '/' });
  } catch (error) {
    // Refused (private modes, policies, test browsers that block workers): the app works on.
    console.info('Service worker not registered', error);
    return;
  }
  if (controlled) return followWorker(registration, false);
  container.addEventListener('controllerchange', () => followWorker(registration, true), {
    once: true,
  });
}

export function initServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void register();
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
