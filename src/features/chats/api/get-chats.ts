import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { chatKeys } from './query-keys';

export function getChats(signal?: AbortSignal): Promise<ChatList> {
  return authClient.get<ChatList>('/chats', { signal });
}

export function chatsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => getChats(signal),
    // Newest activity first, whatever order the cache was patched in.
    select: (list: ChatList): ChatSummary[] =>
      [...list.items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    staleTime: 10_000,
    // Small, so kept for offline starts (private: only while logged in).
    meta: { persist: true },
  });
}

export function useChats() {
  return useQuery(chatsQueryOptions());
}
