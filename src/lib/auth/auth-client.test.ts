import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privateKey } from '@/lib/private-query';
import { toast } from '@/lib/toast/toast-store';
import { SESSION_EXPIRED_TOAST, authClient } from './auth-client';
import { login } from './session';
import { bindSessionQueryClient, sessionStore } from './session-store';
import { suspensionFromMeta, suspensionStore } from './suspension-store';
import { accessTokenExpiringIn, jsonResponse, stubServer } from './test-helpers';
import { readTokens } from './token-storage';

const realFetch = globalThis.fetch;

function logIn(): QueryClient {
  const client = new QueryClient();
  bindSessionQueryClient(client);
  client.setQueryData(privateKey('chats'), ['secret']);
  client.setQueryData(['avatars', 'list'], ['public']);
  login({ accessToken: accessTokenExpiringIn(600_000), refreshToken: 'r1' });
  return client;
}

describe('authenticated client', () => {
  beforeEach(() => {
    localStorage.clear();
    toast.clear();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the bearer token', async () => {
    logIn();
    const calls = stubServer(() => jsonResponse(200, { ok: true }));
    await expect(authClient.get('/users/u1')).resolves.toEqual({ ok: true });
    const auth = new Headers(calls[0]?.init.headers).get('authorization');
    expect(auth).toBe(`Bearer ${readTokens()?.accessToken}`);
  });

  it('on 401 clears the logged user and private data, with one warning toast', async () => {
    const client = logIn();
    stubServer(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'expired' }));
    await Promise.allSettled([authClient.get('/a'), authClient.get('/b')]);
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(readTokens()).toBeUndefined();
    expect(client.getQueryData(privateKey('chats'))).toBeUndefined();
    expect(client.getQueryData(['avatars', 'list'])).toEqual(['public']);
    expect(toast.getSnapshot()).toEqual([expect.objectContaining(SESSION_EXPIRED_TOAST)]);
    expect(SESSION_EXPIRED_TOAST).toMatchObject({
      severity: 'warn',
      summary: 'Logged Out',
      detail: 'Your session has expired. Please log in again to continue.',
    });
  });

  it.each([
    [0, 'temporary'],
    [2, 'temporary'],
    [3, 'closed'],
  ] as const)(
    '403 ACCOUNT_SUSPENDED with warningCounter %i → logged out, %s',
    async (count, kind) => {
      logIn();
      const meta = {
        suspendedUntil: '2030-01-01T00:00:00.000Z',
        warningCounter: count,
        reason: 'Threats of violence in a chat.',
      };
      const calls = stubServer(() =>
        jsonResponse(403, { code: 'ACCOUNT_SUSPENDED', message: 'Suspended', meta }),
      );
      await expect(authClient.get('/users/u1')).rejects.toMatchObject({ status: 403 });
      expect(sessionStore.getSnapshot().user).toBeNull();
      expect(readTokens()).toBeUndefined();
      expect(suspensionStore.getSnapshot()).toEqual({ kind, ...meta });
      // Best-effort server logout with the refresh token (once the write client has loaded).
      await vi.waitFor(() =>
        expect(calls.some((call) => call.path === '/api/auth/logout')).toBe(true),
      );
    },
  );

  it('reads a suspension without meta as temporary', () => {
    expect(suspensionFromMeta(undefined)).toEqual({
      kind: 'temporary',
      suspendedUntil: null,
      warningCounter: 0,
      reason: null,
    });
  });
});
