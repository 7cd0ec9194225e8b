import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { accessTokenExpiringIn } from '@/lib/auth/test-helpers';
import { clearSession, sessionStore } from '@/lib/auth/session-store';
import { saveTokens } from '@/lib/auth/token-storage';
import { createQueryClient } from '@/lib/query-client';
import {
  PERSISTED_CACHE_KEY,
  PRIVATE_STORE_MARKER,
  setupQueryPersistence,
} from '@/lib/query-persistence';

const privateStore = vi.hoisted(() => ({ clearPrivateStore: vi.fn(async () => undefined) }));
vi.mock('@/lib/private-store', () => privateStore);

/** Fills a client the way the app does, then lets the throttled writer run. */
/** A query as the app makes them: fetched, with its meta. */
function put(client: QueryClient, queryKey: unknown[], data: unknown, persist = true) {
  return client.prefetchQuery({ queryKey, queryFn: () => data, meta: { persist } });
}

async function persistFrom(fill: (client: QueryClient) => void): Promise<void> {
  const client = createQueryClient();
  await setupQueryPersistence(client);
  fill(client);
  await vi.advanceTimersByTimeAsync(1500);
}

function stored(): { buster: string; clientState: { queries: Array<{ queryKey: unknown[] }> } } {
  return JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY) ?? 'null');
}

const storedKeys = () => stored().clientState.queries.map((query) => query.queryKey[0]);

const logIn = () => {
  saveTokens({ accessToken: accessTokenExpiringIn(600_000), refreshToken: 'r1' });
  sessionStore.set({
    user: {
      id: 'u1',
      email: 'user@angels.local',
      avatar: null,
      isPremium: false,
      tokens: 5,
      warningCounter: 0,
      isAgent: false,
    },
    groups: ['USER'],
  });
};

describe('persisted query cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    clearSession();
    privateStore.clearPrivateStore.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('writes only successful queries marked persistable', async () => {
    await persistFrom((client) => {
      void put(client, ['vars'], { domainName: 'Angels' });
      void put(client, ['transient'], 1, false);
    });
    expect(storedKeys()).toEqual(['vars']);
  });

  it('keeps what a failed refetch left (offline), restored as the data it was', async () => {
    await persistFrom((client) => {
      void put(client, ['chats'], [{ chatHash: 'c1' }]).then(() =>
        client
          .fetchQuery({
            queryKey: ['chats'],
            queryFn: () => Promise.reject(new Error('offline')),
            meta: { persist: true },
            retry: false,
            staleTime: 0,
          })
          .catch(() => undefined),
      );
      void client.prefetchQuery({
        queryKey: ['never-loaded'],
        queryFn: () => Promise.reject(new Error('offline')),
        meta: { persist: true },
        retry: false,
      });
    });
    expect(storedKeys()).toEqual(['chats']);
    const next = createQueryClient();
    await setupQueryPersistence(next);
    expect(next.getQueryData(['chats'])).toEqual([{ chatHash: 'c1' }]);
    expect(next.getQueryState(['chats'])?.status).toBe('success');
  });

  it('restores what was written before anything reads the cache', async () => {
    await persistFrom((client) => {
      void put(client, ['vars'], { domainName: 'Angels' });
    });
    const next = createQueryClient();
    await setupQueryPersistence(next);
    expect(next.getQueryData(['vars'])).toEqual({ domainName: 'Angels' });
  });

  it('keeps private data only while logged in, and forgets it at once on logout', async () => {
    logIn();
    const client = createQueryClient();
    await setupQueryPersistence(client);
    void put(client, ['me', 'chats'], ['secret']);
    await vi.advanceTimersByTimeAsync(1500);
    // The chats and the last known user record (lib/last-known-user), both private.
    expect(new Set(storedKeys())).toEqual(new Set(['me']));
    expect(JSON.stringify(stored())).toContain('secret');

    clearSession();
    // No timer has run: the stored copy is already gone.
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1500);
    expect(JSON.stringify(stored())).not.toContain('secret');
  });

  it('drops restored private data when the session is gone', async () => {
    logIn();
    await persistFrom((client) => {
      void put(client, ['me', 'chats'], ['secret']);
    });
    localStorage.removeItem('auth-tokens-production');
    sessionStore.set({ user: null, groups: [] });
    const next = createQueryClient();
    await setupQueryPersistence(next);
    expect(next.getQueryData(['me', 'chats'])).toBeUndefined();
  });

  it('erases the kept chat histories at a start without a session only when some were kept', async () => {
    await setupQueryPersistence(createQueryClient());
    await vi.dynamicImportSettled();
    expect(privateStore.clearPrivateStore).not.toHaveBeenCalled();

    localStorage.setItem(PRIVATE_STORE_MARKER, '1');
    await setupQueryPersistence(createQueryClient());
    await vi.dynamicImportSettled();
    expect(privateStore.clearPrivateStore).toHaveBeenCalledTimes(1);
  });

  it('starts empty from a corrupt or foreign-build cache instead of failing', async () => {
    localStorage.setItem(PERSISTED_CACHE_KEY, '{not json');
    const client = createQueryClient();
    await expect(setupQueryPersistence(client)).resolves.toBeUndefined();

    localStorage.setItem(
      PERSISTED_CACHE_KEY,
      JSON.stringify({ buster: 'another-build', timestamp: Date.now(), clientState: {} }),
    );
    await expect(setupQueryPersistence(createQueryClient())).resolves.toBeUndefined();
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();
  });

  it('survives a full storage by dropping what it cannot keep', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(
      persistFrom((client) => {
        void put(client, ['vars'], { domainName: 'Angels' });
      }),
    ).resolves.toBeUndefined();
    setItem.mockRestore();
  });
});
