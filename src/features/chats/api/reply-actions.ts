import type { ReplyResult } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';

const base = (chatHash: string) => `/chats/${encodeURIComponent(chatHash)}`;

/** Stops a reply; what was written so far is kept (STOPPED). */
export function stopReply(chatHash: string, messageId: string): Promise<ReplyResult> {
  return authClient.post<ReplyResult>(`${base(chatHash)}/messages/${messageId}/stop`);
}

/** Writes the chat's last reply again (costs the reply's tokens again). */
export function regenerateReply(chatHash: string): Promise<ReplyResult> {
  return authClient.post<ReplyResult>(`${base(chatHash)}/regenerate`);
}
