/**
 * Per-user data kept on this device in IndexedDB, for what is too large for the persisted query
 * cache in local storage (chat histories). Everything in it is private: lib/query-persistence
 * erases it at logout and at a start without a session, so the next person on the device never
 * sees it. Loaded on demand: visitors never open the database.
 */
import { clear, createStore, type UseStore } from 'idb-keyval';

const DB_NAME = 'angels-private';
let store: UseStore | undefined;

export const privateStore = (): UseStore => (store ??= createStore(DB_NAME, 'data'));

export async function clearPrivateStore(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Never create the database only to empty it (every logged-out start comes here).
  if (!store && typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === DB_NAME)) return;
  }
  await clear(privateStore());
}
