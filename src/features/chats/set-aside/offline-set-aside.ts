/**
 * Offline, "Go back to here" and Delete are queued in the outbox (in line with the messages
 * written meanwhile, applied once, in order, when back online) and shown at once: the messages
 * leave the held history. Undo before the connection returns takes the change out of the
 * outbox and puts the messages back. Once applied, the chat is read again from the server.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@contract/chats.ts';
import { chronological, upsertMessages, type History } from '../api/message-cache';
import { chatKeys } from '../api/query-keys';
import { reloadChat } from '../api/set-aside';
import { discardEntry, enqueueAction } from '../outbox/outbox-runner';

/** The held history without what the change sets aside, and what that was (oldest first). */
export function setAsideInHistory(
  data: History,
  kind: 'rewind' | 'delete',
  messageId: string,
): { data: History; removed: Message[] } {
  const all = chronological(data);
  const at = all.findIndex((message) => message.id === messageId);
  if (at < 0) return { data, removed: [] };
  const removed = kind === 'rewind' ? all.slice(at + 1) : [all[at]!];
  const gone = new Set(removed.map((message) => message.id));
  const pages = data.pages.map((page) =>
    page.items.some((item) => gone.has(item.id))
      ? { ...page, items: page.items.filter((item) => !gone.has(item.id)) }
      : page,
  );
  return { data: { ...data, pages }, removed };
}

/** Queues the change and shows it; resolves with its undo (null: nothing to set aside). */
export async function queueSetAside(
  queryClient: QueryClient,
  chatHash: string,
  kind: 'rewind' | 'delete',
  messageId: string,
): Promise<{ removed: number; undo: () => void } | null> {
  const key = chatKeys.messages(chatHash);
  const held = queryClient.getQueryData<History>(key);
  if (!held) return null;
  const { data, removed } = setAsideInHistory(held, kind, messageId);
  if (removed.length === 0) return null;
  const id = crypto.randomUUID();
  await enqueueAction({
    id,
    chatHash,
    text: '',
    createdAt: new Date().toISOString(),
    state: 'queued',
    action: { type: kind, messageId },
  });
  queryClient.setQueryData<History>(key, data);
  return {
    removed: removed.length,
    undo: () => {
      void discardEntry(id);
      queryClient.setQueryData<History>(key, (now) => (now ? upsertMessages(now, removed) : now));
      // Applied meanwhile (the connection came back): the server's chat wins, and what was set
      // aside is under Earlier versions.
      if (navigator.onLine) void reloadChat(queryClient, chatHash);
    },
  };
}
