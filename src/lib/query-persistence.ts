/**
 * Persisted query cache: offline, the app renders what it has seen from local storage.
 *
 * Policy: only queries with data marked `meta: { persist: true }` are written (public catalogue
 * data, vars, and the user's own data while logged in); private queries (lib/private-query) are
 * dropped when nobody is logged in, both on write and on restore. A new build busts the whole
 * cache (`buster`), entries older than PERSIST_MAX_AGE_MS are discarded, and the query `gcTime`
 * matches it so nothing is garbage-collected before it could be persisted. Storage that is full
 * drops the oldest queries; storage that is unavailable or corrupt means starting empty.
 * Private data too large for local storage (chat histories) lives in lib/private-store and is
 * erased at the same moments: logout, and a start without a session.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { isLoggedIn, sessionStore } from '@/lib/auth/session-store';
import { BUILD_ID } from '@/lib/build-id';
import { isPrivateQuery } from '@/lib/private-query';
import { PERSIST_MAX_AGE_MS } from '@/lib/query-client';

export const PERSISTED_CACHE_KEY = 'query-cache';
/**
 * Set by lib/private-store while its database may hold something, so that a visitor's start
 * (which erases private data) loads neither that module nor IndexedDB when nothing was kept.
 */
export const PRIVATE_STORE_MARKER = 'private-store';

/** Local storage may throw on access (privacy modes, disabled storage): then persist nothing. */
function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A query is kept once it has data: one whose refetch failed since (offline: Query marks it
 * 'error' and keeps the data) still holds what the device last saw, and is kept as that.
 */
export function shouldPersistQuery(query: Query): boolean {
  if (query.state.data === undefined || query.meta?.persist !== true) return false;
  return !isPrivateQuery(query) || isLoggedIn();
}

/**
 * Written as the successes they were: a start offline shows the data, where a restored 'error'
 * would show the page's error (and its serialised error could not be read back as one anyway).
 */
function serializeKept(client: PersistedClient): string {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchStatus: 'idle' as const,
          },
        }
      : query,
  );
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries } });
}

function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    persister: createSyncStoragePersister({
      storage: safeLocalStorage(),
      key: PERSISTED_CACHE_KEY,
      throttleTime: 1000,
      retry: removeOldestQuery,
      serialize: serializeKept,
    }),
    buster: BUILD_ID,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * Restores the cache (before the router's loaders read it), then keeps it written. Never
 * rejects: a cache that cannot be read is a cold start, not a failed one.
 */
export async function setupQueryPersistence(queryClient: QueryClient): Promise<void> {
  const options = persistOptions(queryClient);
  try {
    await persistQueryClientRestore(options);
  } catch (error) {
    console.warn('Persisted query cache unreadable; starting without it.', error);
  }
  // Tokens can vanish between visits (expired elsewhere, cleared storage): no session, no
  // private data, whatever the cache held.
  if (!isLoggedIn()) {
    queryClient.removeQueries({ predicate: isPrivateQuery });
    clearPrivateStore();
  }
  persistQueryClientSubscribe(options);
  forgetPrivateDataOnLogout();
}

/** The private IndexedDB store (chat histories), loaded on demand: visitors never need it. */
function clearPrivateStore(): void {
  const storage = safeLocalStorage();
  // No marker, nothing kept; a refused local storage is checked the long way.
  if (storage && storage.getItem(PRIVATE_STORE_MARKER) === null) return;
  void import('@/lib/private-store')
    .then((store) => store.clearPrivateStore())
    .catch((error: unknown) => console.warn('Private data could not be erased', error));
}

/**
 * Logout removes private queries from memory (session-store), and the throttled writer would
 * catch up within a second; a tab closed in that second must not leave them behind, so the
 * stored copy goes at once and is rewritten from what remains.
 */
function forgetPrivateDataOnLogout(): void {
  let hadUser = sessionStore.getSnapshot().user !== null;
  sessionStore.subscribe(() => {
    const hasUser = sessionStore.getSnapshot().user !== null;
    if (hadUser && !hasUser) {
      safeLocalStorage()?.removeItem(PERSISTED_CACHE_KEY);
      clearPrivateStore();
    }
    hadUser = hasUser;
  });
}
