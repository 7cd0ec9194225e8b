/**
 * Start-up initialiser: registers the service worker once the page has loaded and the main
 * thread is idle, so neither the worker's precaching nor its registration code competes with the
 * first render. Production builds only: in development Vite serves unbundled modules that a
 * worker must not cache.
 */
export function initServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./register-sw')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
