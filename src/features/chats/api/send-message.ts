import type { SendMessageBody, SendMessageResult } from '@contract/chats.ts';
import { authClient } from '@/lib/auth/auth-client';

/** Idempotent by `body.id`: a repeated send returns the first result, never a duplicate. */
export function sendMessage(chatHash: string, body: SendMessageBody): Promise<SendMessageResult> {
  return authClient.post<SendMessageResult>(
    `/chats/${encodeURIComponent(chatHash)}/messages`,
    body,
  );
}
