import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { sessionStore } from '@/lib/auth/session-store';
import { chatKeys } from './query-keys';

export type ChatPages = InfiniteData<ChatList, number>;

export function getChats(page: number, signal?: AbortSignal): Promise<ChatList> {
  return authClient.get<ChatList>('/chats', { query: { page }, signal });
}

/**
 * A page of the list; the first, when it holds the whole list, also tells which chats kept on
 * the device were deleted elsewhere (their histories then leave it). Loaded on demand: the
 * landing page reads the list without the chats' storage.
 */
async function readChats(page: number, signal?: AbortSignal): Promise<ChatList> {
  const askedAt = Date.now();
  const userId = sessionStore.getSnapshot().user?.id;
  const list = await getChats(page, signal);
  if (userId && list.firstPage && list.lastPage) {
    const listed = list.items.map((chat) => chat.chatHash);
    void import('../history/history-persistence').then(({ eraseUnlisted }) =>
      eraseUnlisted(userId, listed, askedAt),
    );
  }
  return list;
}

/**
 * The loaded pages as one list: newest activity first, whatever order the cache was patched
 * in, and each chat once (a chat with new activity moves up while later pages are loaded).
 */
export function chatsOf(pages: ChatList[]): ChatSummary[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .filter((chat) => !seen.has(chat.chatHash) && seen.add(chat.chatHash));
}

/** Newest activity first, a page at a time (the server's page size). */
export function chatsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ pageParam, signal }) => readChats(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ChatList) => (last.lastPage ? undefined : last.page + 1),
    select: (data: ChatPages) => chatsOf(data.pages),
    staleTime: 10_000,
    // Kept for offline starts (private: only while logged in); keepFirstChatsPage bounds it.
    meta: { persist: true },
  });
}

/**
 * Keeps only the newest page of the cached list: a refetch of an infinite query reads every
 * cached page again, and the persister stores them all. Older pages load again on scroll.
 * Called when the chat list closes.
 */
export function keepFirstChatsPage(queryClient: QueryClient): void {
  const key = chatKeys.list();
  const data = queryClient.getQueryData<ChatPages>(key);
  if (!data || data.pages.length <= 1) return;
  queryClient.setQueryData(
    key,
    { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    // The same chats, not newer ones: the query stays as stale as it was.
    { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
  );
}

export function useChats() {
  return useInfiniteQuery(chatsQueryOptions());
}
