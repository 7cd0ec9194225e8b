/**
 * Keeps the histories of opened conversations on the device (./history-storage) and brings one
 * back when its conversation opens without it in memory: offline the conversation reads from
 * what was stored; online it shows at once and the newest page is read behind it (catch-up).
 * Writes are debounced per chat and made as the user who is logged in when they run.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isLoggedIn, sessionStore } from '@/lib/auth/session-store';
import { MESSAGES_GC_MS } from '../api/get-messages';
import type { History } from '../api/message-cache';
import { chatKeys, messagesChatHash } from '../api/query-keys';
import { eraseHistories, keptButUnlisted, readHistory, writeHistory } from './history-storage';

const SAVE_DELAY_MS = 500;
let started = false;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const restored = new Set<string>();
/** Chats erased from the device: kept again only once the server answers for them (an undo). */
const gone = new Set<string>();

const currentUserId = () => sessionStore.getSnapshot().user?.id;

function scheduleSave(queryClient: QueryClient, chatHash: string) {
  clearTimeout(timers.get(chatHash));
  const timer = setTimeout(() => {
    timers.delete(chatHash);
    const userId = currentUserId();
    const data = queryClient.getQueryData<History>(chatKeys.messages(chatHash));
    // The stored tokens, not this tab's memory: a logout in another tab erased the store, and
    // this tab must not write the history back before it learns of it.
    if (!userId || !data || !isLoggedIn() || gone.has(chatHash)) return;
    writeHistory(userId, chatHash, data).catch((error: unknown) =>
      console.warn('Chat history not kept for offline use', error),
    );
  }, SAVE_DELAY_MS);
  timers.set(chatHash, timer);
}

/** Idempotent: from the first conversation opened on, every history change is kept. */
export function persistHistories(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  // A history put in the cache by restoreHistory gets the query's own memory lifetime.
  queryClient.setQueryDefaults(chatKeys.allMessages, { gcTime: MESSAGES_GC_MS });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const chatHash = messagesChatHash(event.query.queryKey);
    if (chatHash === undefined) return;
    // Read from the server (not written into the cache here): the chat is there again.
    if (!event.action.manual) gone.delete(chatHash);
    if (!gone.has(chatHash)) scheduleSave(queryClient, chatHash);
  });
}

/** Puts the stored history in the cache when memory has none; never fails the caller. */
export async function restoreHistory(queryClient: QueryClient, chatHash: string): Promise<void> {
  persistHistories(queryClient);
  const userId = currentUserId();
  const key = chatKeys.messages(chatHash);
  if (!userId || queryClient.getQueryData(key)) return;
  const stored = await readHistory(userId, chatHash).catch(() => undefined);
  if (!stored || queryClient.getQueryData(key) || currentUserId() !== userId) return;
  queryClient.setQueryData<History>(key, stored.data, { updatedAt: stored.savedAt });
  restored.add(chatHash);
}

/** Whether the history in memory came from the device (once per restore): it needs a catch-up. */
export function takeRestored(chatHash: string): boolean {
  return restored.delete(chatHash);
}

/**
 * The chat is gone for the user (deleted here or on another tab or device): its kept history
 * leaves the device, so its words do not stay on the phone, and a save still waiting does not
 * write it back. An undo reads the chat from the server again. Never fails the caller.
 */
export async function eraseKeptHistory(chatHash: string): Promise<void> {
  const userId = currentUserId();
  if (userId) await erase(userId, [chatHash]);
}

async function erase(userId: string, chatHashes: string[]): Promise<void> {
  for (const chatHash of chatHashes) {
    // A history still in memory (a catch-up's 404 keeps it for the conversation to close)
    // may be patched meanwhile: that is not written back.
    gone.add(chatHash);
    clearTimeout(timers.get(chatHash));
    timers.delete(chatHash);
    restored.delete(chatHash);
  }
  await eraseHistories(userId, chatHashes).catch((error: unknown) =>
    console.warn('Chat history not erased from the device', error),
  );
}

/**
 * The user's whole chat list, as `userId` asked for it at `askedAt`: the chats kept on the
 * device that it lacks were deleted (on another device while this one was closed, say), and
 * their histories leave the device. Never fails the caller.
 */
export async function eraseUnlisted(
  userId: string,
  listed: string[],
  askedAt: number,
): Promise<void> {
  if (currentUserId() !== userId || !isLoggedIn()) return;
  const deleted = await keptButUnlisted(userId, new Set(listed), askedAt).catch(() => []);
  if (currentUserId() === userId) await erase(userId, deleted);
}
