import type { SteerResult } from '@contract/steering.ts';
import { authClient } from '@/lib/auth/auth-client';

const message = (chatHash: string, id: string) =>
  `/chats/${encodeURIComponent(chatHash)}/messages/${encodeURIComponent(id)}`;

/** Shows version `alternative` (0-based) of a reply; the one shown is what counts from now. */
export function chooseAlternative(
  chatHash: string,
  id: string,
  alternative: number,
): Promise<SteerResult> {
  return authClient.post<SteerResult>(`${message(chatHash, id)}/choose`, { alternative });
}

/**
 * New words for a message (the user's last, then answered again; or an Angel's reply).
 * `editId`: the edit's idempotency key (its outbox entry's id): sent again, not made twice.
 */
export function editMessage(
  chatHash: string,
  id: string,
  text: string,
  editId: string,
): Promise<SteerResult> {
  return authClient.post<SteerResult>(`${message(chatHash, id)}/edit`, { text, editId });
}

/** The Angel goes on from where her last reply stopped (costs a reply). */
export function continueReply(chatHash: string, id: string): Promise<SteerResult> {
  return authClient.post<SteerResult>(`${message(chatHash, id)}/continue`);
}
