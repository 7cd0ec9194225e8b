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
  unlisted,
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

/** Erases chats' kept histories and their places in the index: they are gone for the user. */
export async function eraseHistories(userId: string, chatHashes: string[]): Promise<void> {
  if (chatHashes.length === 0) return;
  await delMany(
    chatHashes.map((hash) => historyKey(userId, hash)),
    privateStore(),
  );
  await update<HistoryIndexEntry[]>(
    indexKey(userId),
    (index) => (index ?? []).filter((entry) => !chatHashes.includes(entry.chatHash)),
    privateStore(),
  );
}

/** The kept chats a complete list of the user's chats (asked for at `askedAt`) lacks. */
export async function keptButUnlisted(
  userId: string,
  listed: ReadonlySet<string>,
  askedAt: number,
): Promise<string[]> {
  const index = await get<HistoryIndexEntry[]>(indexKey(userId), privateStore());
  return unlisted(index ?? [], listed, askedAt);
}
