/**
 * Per-user data kept on this device in IndexedDB, for what is too large for the persisted query
 * cache in local storage (chat histories). Everything in it is private: lib/query-persistence
 * erases it at logout and at a start without a session, so the next person on the device never
 * sees it. Loaded on demand: visitors never open the database.
 */
import { clear, createStore, type UseStore } from 'idb-keyval';
import { PRIVATE_STORE_MARKER } from '@/lib/query-persistence';

const DB_NAME = 'angels-private';
let store: UseStore | undefined;

export function privateStore(): UseStore {
  if (!store) {
    try {
      localStorage.setItem(PRIVATE_STORE_MARKER, '1');
    } catch {
      // Storage refused: the erase at the next start then checks IndexedDB itself.
    }
    store = createStore(DB_NAME, 'data');
  }
  return store;
}

export async function clearPrivateStore(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Never create the database only to empty it (every logged-out start comes here).
  if (!store && typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === DB_NAME)) return;
  }
  await clear(privateStore());
  try {
    localStorage.removeItem(PRIVATE_STORE_MARKER);
  } catch {
    // Nothing to do: an unremovable marker only means one more check next time.
  }
  store = undefined;
}
