import { authClient } from '@/lib/auth/auth-client';

/** The user has seen the chat (a reply arrived while it was open): the list drops "unread". */
export function markChatRead(chatHash: string): Promise<void> {
  return authClient.post<void>(`/chats/${encodeURIComponent(chatHash)}/read`);
}
