import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';

export function getChats(signal?: AbortSignal): Promise<ChatList> {
  return authClient.get<ChatList>('/chats', { signal });
}

export function chatsQueryOptions() {
  return queryOptions({
    // Under ['me', …]: private, removed on logout; small, so kept for offline starts.
    queryKey: ['me', 'chats', 'list'],
    queryFn: ({ signal }) => getChats(signal),
    // Newest activity first, whatever order the cache was patched in.
    select: (list: ChatList): ChatSummary[] =>
      [...list.items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    staleTime: 10_000,
    meta: { persist: true },
  });
}

export function useChats() {
  return useQuery(chatsQueryOptions());
}
