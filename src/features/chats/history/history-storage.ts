/**
 * Conversation histories in the private IndexedDB store (lib/private-store, erased at logout),
 * one record per user and chat plus a per-user index that bounds how many chats are kept.
 */
import { delMany, get, set, update } from 'idb-keyval';
import { privateStore } from '@/lib/private-store';
import type { History } from '../api/message-cache';
import {
  rememberChat,
  trimHistory,
  type HistoryIndexEntry,
  type StoredHistory,
} from './history-model';

const historyKey = (userId: string, chatHash: string) => `history:${userId}:${chatHash}`;
const indexKey = (userId: string) => `history-index:${userId}`;

export async function readHistory(
  userId: string,
  chatHash: string,
): Promise<StoredHistory | undefined> {
  return get<StoredHistory>(historyKey(userId, chatHash), privateStore());
}

export async function writeHistory(userId: string, chatHash: string, data: History) {
  const savedAt = Date.now();
  const record: StoredHistory = { savedAt, data: trimHistory(data) };
  await set(historyKey(userId, chatHash), record, privateStore());
  let evicted: string[] = [];
  await update<HistoryIndexEntry[]>(
    indexKey(userId),
    (index) => {
      const next = rememberChat(index ?? [], chatHash, savedAt);
      evicted = next.evicted;
      return next.index;
    },
    privateStore(),
  );
  if (evicted.length > 0) {
    await delMany(
      evicted.map((hash) => historyKey(userId, hash)),
      privateStore(),
    );
  }
}
