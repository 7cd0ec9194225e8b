import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast/toast-store';
import { LOGGED_OUT_FLAG, LOGGED_OUT_TOAST, showLoggedOutNotice } from './logged-out-notice';
import { accessTokenExpiringIn, jsonResponse, stubServer } from './test-helpers';
import { TOKEN_EXPIRY_MARGIN_MS, accessTokenNeedsRefresh } from './token-expiry';
import { getAccessToken, page } from './token-refresh';
import { readTokens, saveTokens } from './token-storage';

const mounted = vi.hoisted(() => ({ value: false }));
vi.mock('@/lib/app-mounted', () => ({
  isAppMounted: () => mounted.value,
  whenAppMounted: () => Promise.resolve(),
  markAppMounted: () => {},
}));

const realFetch = globalThis.fetch;

describe('refresh margin', () => {
  afterEach(() => vi.useRealTimers());

  it('is 10 s: a token 9 s from expiry is refreshed, 11 s is not', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(accessTokenNeedsRefresh(accessTokenExpiringIn(9_000))).toBe(true);
    expect(accessTokenNeedsRefresh(accessTokenExpiringIn(11_000))).toBe(false);
    expect(accessTokenNeedsRefresh(undefined)).toBe(true);
    expect(accessTokenNeedsRefresh('garbage')).toBe(true);
  });
});

describe('token refresh', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    toast.clear();
    mounted.value = false;
    reload = vi.fn<() => void>();
    vi.spyOn(page, 'reload').mockImplementation(reload);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    vi.restoreAllMocks();
  });

  it('uses a fresh token without calling the server', async () => {
    const fresh = accessTokenExpiringIn(60_000);
    saveTokens({ accessToken: fresh, refreshToken: 'r1' });
    const calls = stubServer(() => jsonResponse(500));
    await expect(getAccessToken()).resolves.toBe(fresh);
    expect(calls).toHaveLength(0);
  });

  it('shares one refresh call among five concurrent requests', async () => {
    saveTokens({ accessToken: accessTokenExpiringIn(5_000), refreshToken: 'r1' });
    const next = accessTokenExpiringIn(600_000);
    const calls = stubServer(async (path) => {
      expect(path).toBe('/api/auth/token/refresh');
      await new Promise((resolve) => setTimeout(resolve, 10));
      return jsonResponse(200, { accessToken: next, refreshToken: 'r2' });
    });
    const tokens = await Promise.all(Array.from({ length: 5 }, () => getAccessToken()));
    expect(tokens).toEqual(Array(5).fill(next));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refreshToken: 'r1' });
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBeNull();
    expect(readTokens()).toEqual({ accessToken: next, refreshToken: 'r2' });
  });

  it('fails with "Refresh token not available" without tokens, and does not reload', async () => {
    stubServer(() => jsonResponse(500));
    await expect(getAccessToken()).rejects.toThrow('Refresh token not available');
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([401, 422])(
    'on %i removes the tokens and reloads (no flag before mount)',
    async (status) => {
      saveTokens({ accessToken: '', refreshToken: 'r1' });
      stubServer(() => jsonResponse(status, { code: 'UNAUTHORIZED', message: 'no' }));
      await expect(getAccessToken()).rejects.toMatchObject({ status });
      expect(readTokens()).toBeUndefined();
      expect(sessionStorage.getItem(LOGGED_OUT_FLAG)).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('sets the logged-out flag when mounted; the next load toasts once and removes it', async () => {
    mounted.value = true;
    saveTokens({ accessToken: '', refreshToken: 'r1' });
    stubServer(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'no' }));
    await expect(getAccessToken()).rejects.toBeTruthy();
    expect(sessionStorage.getItem('logged-out')).toBe('true');
    expect(reload).toHaveBeenCalledTimes(1);

    showLoggedOutNotice();
    expect(toast.getSnapshot()).toEqual([expect.objectContaining(LOGGED_OUT_TOAST)]);
    expect(LOGGED_OUT_TOAST).toEqual({
      severity: 'warn',
      summary: 'Logged out',
      detail: 'Your session has expired. Please log in again.',
      life: 7000,
    });
    expect(sessionStorage.getItem('logged-out')).toBeNull();
    showLoggedOutNotice();
    expect(toast.getSnapshot()).toHaveLength(1);
  });

  it('keeps the session when the network is down', async () => {
    saveTokens({ accessToken: '', refreshToken: 'r1' });
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(getAccessToken()).rejects.toMatchObject({ status: 0 });
    expect(readTokens()).toEqual({ accessToken: '', refreshToken: 'r1' });
    expect(reload).not.toHaveBeenCalled();
  });
});
