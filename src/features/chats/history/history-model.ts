/**
 * What of a conversation is kept on the device for offline reading, as pure functions: the
 * newest pages up to HISTORY_KEEP_MESSAGES messages (whole pages, so each kept page's cursor
 * still leads to the older ones on the server), for the HISTORY_KEEP_CHATS chats used most
 * recently. Older chats are forgotten first.
 */
import type { History } from '../api/message-cache';

export const HISTORY_KEEP_MESSAGES = 200;
export const HISTORY_KEEP_CHATS = 20;

export type StoredHistory = { savedAt: number; data: History };
export type HistoryIndexEntry = { chatHash: string; savedAt: number };

/** The newest pages holding at most `max` messages; the newest page is always kept whole. */
export function trimHistory(data: History, max = HISTORY_KEEP_MESSAGES): History {
  let count = 0;
  let keep = 0;
  for (const page of data.pages) {
    if (keep > 0 && count + page.items.length > max) break;
    count += page.items.length;
    keep += 1;
  }
  if (keep === data.pages.length) return data;
  return { pages: data.pages.slice(0, keep), pageParams: data.pageParams.slice(0, keep) };
}

/** Moves a chat to the front of the index; returns the chats that fell off its end. */
export function rememberChat(
  index: HistoryIndexEntry[],
  chatHash: string,
  savedAt: number,
  max = HISTORY_KEEP_CHATS,
): { index: HistoryIndexEntry[]; evicted: string[] } {
  const next = [{ chatHash, savedAt }, ...index.filter((entry) => entry.chatHash !== chatHash)];
  return {
    index: next.slice(0, max),
    evicted: next.slice(max).map((entry) => entry.chatHash),
  };
}

/**
 * The chats kept on the device that a complete list of the user's chats no longer has, among
 * those kept before the list was asked for (one kept since may be newer than the list): they
 * were deleted meanwhile, on another device perhaps.
 */
export function unlisted(
  index: HistoryIndexEntry[],
  listed: ReadonlySet<string>,
  keptBefore: number,
): string[] {
  return index
    .filter((entry) => entry.savedAt < keptBefore && !listed.has(entry.chatHash))
    .map((entry) => entry.chatHash);
}
