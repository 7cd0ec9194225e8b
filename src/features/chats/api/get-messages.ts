import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { chatKeys } from './query-keys';

export function getMessages(
  chatHash: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  return authClient.get<MessagePage>(`/chats/${encodeURIComponent(chatHash)}/messages`, {
    query: before ? { before } : {},
    signal,
  });
}

/** How long a history stays in memory after its conversation closes. */
export const MESSAGES_GC_MS = 60_000;

/**
 * History, newest page first; the next page is older. Never refetched wholesale: a long history
 * would mean hundreds of requests. New messages are patched in (./message-cache), and the
 * newest page is re-read and merged when the connection returns.
 */
export function messagesQueryOptions(chatHash: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(chatHash),
    queryFn: ({ pageParam, signal }) => getMessages(chatHash, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagePage) => last.nextCursor ?? undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Held a minute after leaving the chat; not persisted (it can be long, and streams update it).
    gcTime: MESSAGES_GC_MS,
  });
}

export function useMessages(chatHash: string) {
  return useInfiniteQuery(messagesQueryOptions(chatHash));
}
