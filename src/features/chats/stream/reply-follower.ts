/**
 * Which replies this tab follows, and what happens when one finishes. Replies of one chat are
 * followed one after another, in speaking order (a QUEUED reply only streams once the previous
 * one is done, and a browser allows few parallel connections per host). Following is tab-wide:
 * leaving the conversation does not stop it, so the cache holds the finished reply on return.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@contract/chats.ts';
import { patchHistory } from '../api/message-cache';
import { chatKeys } from '../api/query-keys';
import { followReply } from './follow-reply';
import { replyStore } from './reply-store';
import type { EventReader } from './sse-events';

/** A reply's events already arriving on another answer (the send's). */
export type OpenedReply = { id: string; events: EventReader };

const chains = new Map<string, Promise<void>>();
const followed = new Set<string>();

export const isOpenReply = (message: Message) =>
  message.avatarId !== null && (message.status === 'STREAMING' || message.status === 'QUEUED');

async function follow(
  queryClient: QueryClient,
  reply: Message,
  opened: EventReader | undefined,
): Promise<void> {
  const { chatHash, id } = reply;
  replyStore.set(id, { text: reply.text, following: true });
  try {
    const final = await followReply(chatHash, id, {
      text: reply.text,
      onText: (text) => replyStore.set(id, { text, following: true }),
      opened,
    });
    patchHistory(queryClient, chatHash, [final]);
    // Its `done` came after the server marked the chat read (routes/chat-stream.ts).
    replyStore.finish(final, { read: true });
    if (final.status === 'FAILED') void refreshBalance();
  } catch {
    // Gone (404) or the session ended: show what the server holds now.
    replyStore.finish(reply);
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatHash) });
  } finally {
    followed.delete(id);
    void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  }
}

/** A failed reply refunded its tokens: the menu's balance should say so. */
async function refreshBalance() {
  const { loadSessionUser } = await import('@/lib/auth/session');
  await loadSessionUser().catch(() => undefined);
}

export function followReplies(
  queryClient: QueryClient,
  replies: Message[],
  opened?: OpenedReply,
): void {
  // Nobody reads an answer that is not followed: let its connection go.
  const used =
    opened && replies.some((r) => r.id === opened.id && isOpenReply(r) && !followed.has(r.id));
  if (opened && !used) opened.events.cancel();
  for (const reply of replies) {
    if (!isOpenReply(reply) || followed.has(reply.id)) continue;
    followed.add(reply.id);
    // Shown as "typing" at once, even while an earlier reply still streams.
    replyStore.set(reply.id, { text: reply.text, following: true });
    const events = reply.id === opened?.id ? opened.events : undefined;
    const previous = chains.get(reply.chatHash) ?? Promise.resolve();
    const next = previous.then(() => follow(queryClient, reply, events));
    chains.set(reply.chatHash, next);
    void next.finally(() => {
      if (chains.get(reply.chatHash) === next) chains.delete(reply.chatHash);
    });
  }
}
