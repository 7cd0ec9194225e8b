import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type * as ChunkRecovery from './chunk-recovery';

type Recovery = typeof ChunkRecovery;

/** A fresh module per test: it remembers whether it is already reloading. */
async function load(): Promise<Recovery> {
  vi.resetModules();
  return import('./chunk-recovery');
}

/** Vite's event: the rejection it caught travels as `payload`. */
function preloadError(message: string): Event {
  return Object.assign(new Event('vite:preloadError'), { payload: new Error(message) });
}

describe('chunk-load recovery', () => {
  let reload: Mock<() => void>;
  // Each test's module instance adds its own listener: remove them so tests stay apart.
  const listeners: Array<[string, EventListenerOrEventListenerObject]> = [];
  const addListener = window.addEventListener.bind(window);
  beforeEach(() => {
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener]);
      addListener(type, listener, options);
    });
    sessionStorage.clear();
    window.history.replaceState(null, '', '/discover');
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    listeners.splice(0).forEach(([type, listener]) => window.removeEventListener(type, listener));
  });

  it('knows the browsers’ words for a chunk that would not load', async () => {
    const { isChunkLoadError } = await load();
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
  });

  it('saves the target path, reloads once, and the next start opens it', async () => {
    const first = await load();
    expect(first.recoverFromChunkFailure('/privacy-policy?x=1')).toBe(true);
    expect(first.recoverFromChunkFailure('/privacy-policy?x=1')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(first.CHUNK_RELOAD_PATH_KEY)).toBe('/privacy-policy?x=1');

    const next = await load();
    next.initChunkRecovery();
    expect(window.location.pathname + window.location.search).toBe('/privacy-policy?x=1');
    expect(sessionStorage.getItem(next.CHUNK_RELOAD_PATH_KEY)).toBeNull();
  });

  it('never loops: a second failure within the guard shows the error instead', async () => {
    const first = await load();
    first.recoverFromChunkFailure();
    const next = await load();
    expect(next.canRecoverFromChunkFailure()).toBe(false);
    expect(next.recoverFromChunkFailure()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(next.canRecoverFromChunkFailure(Date.now() + next.CHUNK_RELOAD_GUARD_MS + 1)).toBe(true);
  });

  it('does not reload offline, where the browser would show its own error page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { recoverFromChunkFailure } = await load();
    expect(recoverFromChunkFailure()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a failed hover preload; reloads for a failed navigation', async () => {
    const recovery = await load();
    recovery.initChunkRecovery();
    let target: string | null = null;
    recovery.bindNavigationTarget(() => target);
    window.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /a.js'));
    expect(reload).not.toHaveBeenCalled();
    target = '/chats';
    window.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /a.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(recovery.CHUNK_RELOAD_PATH_KEY)).toBe('/chats');
  });

  it('ignores errors thrown by code that did load (Vite reports those as preload errors too)', async () => {
    const recovery = await load();
    recovery.initChunkRecovery();
    recovery.bindNavigationTarget(() => '/discover');
    window.dispatchEvent(preloadError("Cannot read properties of undefined (reading 'waiting')"));
    expect(reload).not.toHaveBeenCalled();
  });

  it('only restores same-origin paths', async () => {
    sessionStorage.setItem('chunk-reload-path', '//evil.example/x');
    const { initChunkRecovery } = await load();
    initChunkRecovery();
    expect(window.location.pathname).toBe('/discover');
  });
});
