import { useQuery } from '@tanstack/react-query';
import type { ChatList } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { myAngelKeys } from './query-keys';

/** How many of the user's chats (one-to-one and groups) the Angel sits in: Delete says so. */
export function useAngelChatCount(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...myAngelKeys.detail(id), 'chat-count'],
    // The list is paged: one item of the Angel's chats, for the count of them all.
    queryFn: async ({ signal }) => {
      const query = { avatarId: id, pageSize: 1 };
      return (await authClient.get<ChatList>('/chats', { query, signal })).total;
    },
    // Asked each time the dialog opens: a chat may have started since.
    staleTime: 0,
    enabled,
  });
}
