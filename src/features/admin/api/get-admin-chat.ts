import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AdminChat } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export function getAdminChat(chatHash: string, signal?: AbortSignal): Promise<AdminChat> {
  return authClient.get<AdminChat>(`/admin/chats/${encodeURIComponent(chatHash)}`, { signal });
}

/** The chat, whose it is, and its unresolved case (if any). */
export function adminChatQueryOptions(chatHash: string) {
  return queryOptions({
    queryKey: adminKeys.chat(chatHash),
    queryFn: ({ signal }) => getAdminChat(chatHash, signal),
    staleTime: 0,
  });
}

export function useAdminChat(chatHash: string) {
  return useSuspenseQuery(adminChatQueryOptions(chatHash));
}
