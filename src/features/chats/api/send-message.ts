import type { SendMessageBody, SendMessageResult } from '@contract/chats.ts';
import { refusal } from '@/lib/auth/auth-client';
import { getAccessToken } from '@/lib/auth/token-refresh';
import { readEvents, type EventReader } from '../stream/sse-events';

export type SendAnswer = {
  result: SendMessageResult;
  /** The rest of the answer: the first reply's events (delta…, done). */
  replyEvents?: EventReader;
};

/**
 * Idempotent by `body.id`: a repeated send returns the first result, never a duplicate. The
 * answer streams: resolved at its first event (the message is stored), while the first reply's
 * words keep coming on the same connection, so they need no request of their own.
 */
export async function sendMessage(
  chatHash: string,
  body: SendMessageBody,
  /** Called once the request is on its way (a screen update then cannot hold it up). */
  onRequested?: () => void,
): Promise<SendAnswer> {
  const request = fetch(`/api/chats/${encodeURIComponent(chatHash)}/messages`, {
    method: 'POST',
    headers: {
      Accept: 'text/event-stream, application/json;q=0.5',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await getAccessToken()}`,
    },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  onRequested?.();
  const response = await request;
  if (!response.ok) throw await refusal(response);
  if (!response.headers.get('Content-Type')?.startsWith('text/event-stream') || !response.body) {
    return { result: (await response.json()) as SendMessageResult };
  }
  const replyEvents = readEvents(response.body);
  const first = await replyEvents.next();
  if (first?.event !== 'sent') {
    replyEvents.cancel();
    // Stored or not, we cannot tell: the outbox sends it again (the same id, so at most once).
    throw new Error('The answer ended before saying the message was stored.');
  }
  return { result: JSON.parse(first.data) as SendMessageResult, replyEvents };
}
