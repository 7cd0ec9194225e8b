import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { Chat, ChatList } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';

export function getChat(chatHash: string, signal?: AbortSignal): Promise<Chat> {
  return authClient.get<Chat>(`/chats/${encodeURIComponent(chatHash)}`, { signal });
}

export function chatQueryOptions(chatHash: string, queryClient?: QueryClient) {
  return queryOptions({
    queryKey: ['me', 'chats', 'detail', chatHash],
    queryFn: ({ signal }) => getChat(chatHash, signal),
    // The chat list already holds it: a conversation opened from the list (or offline) shows
    // at once and is refreshed behind.
    initialData: () =>
      queryClient
        ?.getQueryData<ChatList>(['me', 'chats', 'list'])
        ?.items.find((chat) => chat.chatHash === chatHash),
    initialDataUpdatedAt: 0,
    meta: { persist: true },
  });
}

export function useChat(chatHash: string): Chat {
  return useSuspenseQuery(chatQueryOptions(chatHash)).data;
}
