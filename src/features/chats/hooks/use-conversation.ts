import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Chat, Message } from '@contract/chats.ts';
import { messagesKey, getMessages, useMessages } from '../api/get-messages';
import { chronological, patchHistory } from '../api/message-cache';
import { enqueue, startOutbox, useOutbox } from '../outbox/outbox-runner';
import { followReplies, isOpenReply } from '../stream/reply-follower';
import type { ConversationRow } from '../model';

/**
 * One conversation: the stored history (pages, newest first) plus this chat's outbox entries
 * not yet stored, in reading order; replies still being written are followed; the newest page is
 * re-read when the connection returns, for anything that happened meanwhile.
 */
export function useConversation(chat: Chat) {
  const { chatHash } = chat;
  const queryClient = useQueryClient();
  const history = useMessages(chatHash);
  const outbox = useOutbox();
  const newest = history.data?.pages[0];

  useEffect(() => startOutbox(queryClient), [queryClient]);

  useEffect(() => {
    // After a reload mid-reply the stored text shows and the stream resumes after it.
    if (newest) followReplies(queryClient, [...newest.items].reverse().filter(isOpenReply));
  }, [queryClient, newest]);

  useEffect(() => {
    const catchUp = () => {
      if (!queryClient.getQueryData(messagesKey(chatHash))) return;
      getMessages(chatHash, null).then(
        (page) => {
          const oldestFirst = [...page.items].reverse();
          patchHistory(queryClient, chatHash, oldestFirst);
          followReplies(queryClient, oldestFirst.filter(isOpenReply));
        },
        () => undefined, // still offline: the next `online` tries again
      );
    };
    window.addEventListener('online', catchUp);
    return () => window.removeEventListener('online', catchUp);
  }, [queryClient, chatHash]);

  const rows = useMemo<ConversationRow[]>(() => {
    const stored = chronological(history.data);
    const ids = new Set(stored.map((m) => m.id));
    const out: ConversationRow[] = stored.map((message) => ({
      message,
      delivery: message.avatarId === null ? 'sent' : null,
    }));
    for (const entry of outbox.entries) {
      if (entry.chatHash !== chatHash || ids.has(entry.id)) continue;
      const message: Message = {
        id: entry.id,
        chatHash,
        avatarId: null,
        text: entry.text,
        status: 'SENT',
        replyTo: null,
        createdAt: entry.createdAt,
        error: null,
      };
      const delivery =
        outbox.sending === entry.id ? 'sending' : entry.state === 'failed' ? 'failed' : 'queued';
      out.push({ message, delivery, error: entry.error, errorCode: entry.errorCode });
    }
    return out;
  }, [history.data, outbox, chatHash]);

  const send = (text: string, responders: number | undefined) =>
    enqueue({
      id: crypto.randomUUID(),
      chatHash,
      text,
      responders: chat.type === 'GROUP' ? responders : undefined,
      createdAt: new Date().toISOString(),
      state: 'queued',
    });

  return { rows, history, send };
}
