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
import { readHistory, writeHistory } from './history-storage';

const SAVE_DELAY_MS = 500;
let started = false;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const restored = new Set<string>();

const currentUserId = () => sessionStore.getSnapshot().user?.id;

function scheduleSave(queryClient: QueryClient, chatHash: string) {
  clearTimeout(timers.get(chatHash));
  const timer = setTimeout(() => {
    timers.delete(chatHash);
    const userId = currentUserId();
    const data = queryClient.getQueryData<History>(chatKeys.messages(chatHash));
    // The stored tokens, not this tab's memory: a logout in another tab erased the store, and
    // this tab must not write the history back before it learns of it.
    if (!userId || !data || !isLoggedIn()) return;
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
    if (chatHash !== undefined) scheduleSave(queryClient, chatHash);
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
