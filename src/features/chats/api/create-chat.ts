import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, CreateChatBody } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { chatKeys } from './query-keys';

/** One avatar → the one-to-one chat (found or created); 2–4 → a new group. */
export function createChat(body: CreateChatBody): Promise<Chat> {
  return authClient.post<Chat>('/chats', body);
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: (chat) => {
      queryClient.setQueryData(chatKeys.detail(chat.chatHash), chat);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
