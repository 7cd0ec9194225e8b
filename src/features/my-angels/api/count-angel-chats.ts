import { useQuery } from '@tanstack/react-query';
import type { ChatList } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { myAngelKeys } from './query-keys';

/** How many of the user's chats (one-to-one and groups) the Angel sits in: Delete says so. */
export function useAngelChatCount(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...myAngelKeys.detail(id), 'chat-count'],
    queryFn: async ({ signal }) => {
      const { items } = await authClient.get<ChatList>('/chats', { signal });
      return items.filter((chat) => chat.avatars.some((avatar) => avatar.id === id)).length;
    },
    // Asked each time the dialog opens: a chat may have started since.
    staleTime: 0,
    enabled,
  });
}
