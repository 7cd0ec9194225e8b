import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, CreateChatBody } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';
import { chatQueryOptions } from './get-chat';
import { chatsQueryOptions } from './get-chats';

/** One avatar → the one-to-one chat (found or created); 2–4 → a new group. */
export function createChat(body: CreateChatBody): Promise<Chat> {
  return authClient.post<Chat>('/chats', body);
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: (chat) => {
      queryClient.setQueryData(chatQueryOptions(chat.chatHash).queryKey, chat);
      void queryClient.invalidateQueries({ queryKey: chatsQueryOptions().queryKey });
    },
  });
}
