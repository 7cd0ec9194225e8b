import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { Chat } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import type { ChatPages } from './get-chats';
import { chatKeys } from './query-keys';

export function getChat(chatHash: string, signal?: AbortSignal): Promise<Chat> {
  return authClient.get<Chat>(`/chats/${encodeURIComponent(chatHash)}`, { signal });
}

export function chatQueryOptions(chatHash: string) {
  return queryOptions({
    queryKey: chatKeys.detail(chatHash),
    queryFn: ({ signal }) => getChat(chatHash, signal),
    meta: { persist: true },
  });
}

/**
 * The chat list already holds the chat: a conversation opened from the list (or offline) shows
 * at once, and is refreshed behind (the copy counts as stale).
 */
export function seedChatFromList(queryClient: QueryClient, chatHash: string): void {
  const key = chatKeys.detail(chatHash);
  if (queryClient.getQueryData(key) !== undefined) return;
  const fromList = queryClient
    .getQueryData<ChatPages>(chatKeys.list())
    ?.pages.flatMap((page) => page.items)
    .find((chat) => chat.chatHash === chatHash);
  if (fromList) queryClient.setQueryData(key, fromList, { updatedAt: 0 });
}

export function useChat(chatHash: string): Chat {
  return useSuspenseQuery(chatQueryOptions(chatHash)).data;
}
