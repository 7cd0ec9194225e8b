import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { landingKeys } from './query-keys';

/** How many conversations the landing page offers to continue. */
export const RECENT_CHATS_COUNT = 3;

export function getRecentChats(signal?: AbortSignal): Promise<ChatList> {
  return authClient.get<ChatList>('/chats', { signal });
}

export function recentChatsQueryOptions() {
  return queryOptions({
    queryKey: landingKeys.recentChats(),
    queryFn: ({ signal }) => getRecentChats(signal),
    select: (list: ChatList): ChatSummary[] =>
      [...list.items]
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .slice(0, RECENT_CHATS_COUNT),
    staleTime: 10_000,
    // Persisted so the landing works offline too (private: only while logged in).
    meta: { persist: true },
  });
}

export function useRecentChats() {
  return useQuery(recentChatsQueryOptions());
}
