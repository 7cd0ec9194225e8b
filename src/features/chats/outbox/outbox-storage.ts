/**
 * The outbox in IndexedDB (idb-keyval): one list per user, so a message written by one account
 * is never sent by another that logs in on the same device. The database opens on first use.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { OutboxEntry, OutboxStorage } from './outbox-model';

let store: UseStore | undefined;
const db = () => (store ??= createStore('angels-chats', 'outbox'));

export function outboxStorage(userId: string): OutboxStorage {
  const key = `outbox:${userId}`;
  return {
    read: async () => (await get<OutboxEntry[]>(key, db())) ?? [],
    update: async (change) => {
      let written: OutboxEntry[] = [];
      await update<OutboxEntry[]>(key, (entries) => (written = change(entries ?? [])), db());
      return written;
    },
  };
}
