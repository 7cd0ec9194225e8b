/**
 * Refresh policy: an access token is refreshed before a request when missing or
 * within 10 s of expiry. All callers share one refresh: one in-flight promise per tab, and a Web
 * Lock across tabs (inside it storage is read again: another tab may have refreshed already —
 * refresh tokens rotate, so refreshing twice would log one tab out). The refresh uses the plain
 * client. If the server rejects it, the session ends: tokens cleared, a flag for the next load
 * (only once the app is mounted) and a reload. A network failure keeps the session: offline is
 * not a reason to log anyone out.
 */
import type { TokenPair } from '@contract/auth.ts';
import { ApiRequestError, send } from '@/lib/api-client';
import { isAppMounted } from '@/lib/app-mounted';
import { LOGGED_OUT_FLAG } from './logged-out-notice';
import { accessTokenNeedsRefresh } from './token-expiry';
import { clearTokens, readTokensSafely, saveTokens } from './token-storage';

export const REFRESH_LOCK_NAME = 'auth-refresh';

/**
 * How long the lock stays held after new tokens are saved. Local storage reaches other tabs
 * asynchronously (in Chromium each tab's process learns of the write a moment later): a tab
 * granted the lock at once could still read the old pair and spend the rotated refresh token.
 */
export const STORAGE_SETTLE_MS = 150;

/** Indirection so tests can observe the reload. */
export const page = { reload: (): void => window.location.reload() };

let inFlight: Promise<string> | null = null;

export function getAccessToken(): Promise<string> {
  const tokens = readTokensSafely();
  if (tokens && !accessTokenNeedsRefresh(tokens.accessToken)) {
    return Promise.resolve(tokens.accessToken);
  }
  return refreshAccessToken();
}

export function refreshAccessToken(): Promise<string> {
  inFlight ??= withRefreshLock(refreshOnce)
    .catch(endSessionAfterFailedRefresh)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The caller gets its token as soon as `work` settles; the lock is kept a moment longer. */
function withRefreshLock(work: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return new Promise<string>((resolve, reject) => {
    locks
      .request(REFRESH_LOCK_NAME, async () => {
        const token = await work();
        resolve(token);
        await new Promise((settled) => setTimeout(settled, STORAGE_SETTLE_MS));
      })
      .catch(reject);
  });
}

async function refreshOnce(): Promise<string> {
  const tokens = readTokensSafely();
  if (!tokens?.refreshToken) throw new Error('Refresh token not available');
  if (!accessTokenNeedsRefresh(tokens.accessToken)) return tokens.accessToken;
  try {
    const pair = await send<TokenPair>('/auth/token/refresh', {
      method: 'POST',
      body: { refreshToken: tokens.refreshToken },
    });
    saveTokens(pair);
    return pair.accessToken;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 422)) {
      clearTokens();
    }
    throw error;
  }
}

function endSessionAfterFailedRefresh(error: unknown): never {
  if (error instanceof ApiRequestError && error.status !== 0) {
    clearTokens();
    if (isAppMounted()) sessionStorage.setItem(LOGGED_OUT_FLAG, 'true');
    page.reload();
  }
  throw error;
}
