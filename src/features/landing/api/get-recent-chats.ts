import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';

/** How many conversations the landing page offers to continue. */
export const RECENT_CHATS_COUNT = 3;

export function getRecentChats(signal?: AbortSignal): Promise<ChatList> {
  return authClient.get<ChatList>('/chats', { signal });
}

export function recentChatsQueryOptions() {
  return queryOptions({
    // Under ['me', …]: private, dropped at logout; persisted so the landing works offline too.
    queryKey: ['me', 'landing', 'recent-chats'],
    queryFn: ({ signal }) => getRecentChats(signal),
    select: (list: ChatList): ChatSummary[] =>
      [...list.items]
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .slice(0, RECENT_CHATS_COUNT),
    staleTime: 10_000,
    meta: { persist: true },
  });
}

export function useRecentChats() {
  return useQuery(recentChatsQueryOptions());
}
