import { onlineManager } from '@tanstack/react-query';
import { AUTH_TOKENS_KEY, readTokensSafely } from '@/lib/auth/token-storage';

/** Resolves after `ms`, or at once when `signal` aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => (clearTimeout(timer), signal.removeEventListener('abort', done), resolve());
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

const ready = () => onlineManager.isOnline() && Boolean(readTokensSafely()?.refreshToken);

/**
 * Resolves once a connection can be tried: online, and tokens stored (another tab may have
 * logged out, clearing them for every tab; a login anywhere stores them again). Or on abort.
 */
export function untilReady(signal: AbortSignal): Promise<void> {
  if (ready() || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (!ready() && !signal.aborted) return;
      stopOnline();
      window.removeEventListener('storage', onStorage);
      signal.removeEventListener('abort', check);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_TOKENS_KEY || event.key === null) check();
    };
    const stopOnline = onlineManager.subscribe(check);
    window.addEventListener('storage', onStorage);
    signal.addEventListener('abort', check);
  });
}
