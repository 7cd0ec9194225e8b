import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { privateKey } from '@/lib/private-query';

/** Every query key of the chats feature; the user's chats are private (removed at logout). */
export const chatKeys = {
  all: privateKey('chats'),
  list: () => privateKey('chats', 'list'),
  detail: (chatHash: string) => privateKey('chats', 'detail', chatHash),
  allMessages: privateKey('chats', 'messages'),
  messages: (chatHash: string) => privateKey('chats', 'messages', chatHash),
  /** The public catalogue, read whole for picking chat partners. */
  avatarChoices: () => ['avatars', 'chat-choices'] as const,
};

/** The chat whose history a key holds, or undefined for any other key. */
export function messagesChatHash(queryKey: QueryKey): string | undefined {
  const chatHash = queryKey[chatKeys.allMessages.length];
  return queryKey.length === chatKeys.allMessages.length + 1 &&
    partialMatchKey(queryKey, chatKeys.allMessages) &&
    typeof chatHash === 'string'
    ? chatHash
    : undefined;
}
