import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Chat, Message } from '@contract/chats.ts';
import { recoverHistory } from '../api/catch-up';
import { useMessages } from '../api/get-messages';
import { chronological } from '../api/message-cache';
import { takeRestored } from '../history/history-persistence';
import { enqueue, startOutbox, useOutbox } from '../outbox/outbox-runner';
import { orphanedEdits, pendingEdits, withPendingEdits } from '../outbox/pending-edits';
import { followReplies, isOpenReply } from '../stream/reply-follower';
import type { ConversationRow } from '../model';

const RECOVER_RETRY_MS = [1000, 3000, 8000];

/**
 * One conversation: the history (in memory, or kept on the device) plus this chat's messages
 * sent but not in it yet and its outbox entries, in reading order; replies still being written
 * are followed. When the connection returns, and when the history came from the device, the
 * newest page is re-read; a history that could not load at all is loaded again.
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
    // The first request after `online` may race a network not quite up yet: a few more tries.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recover = (attempt = 0) => {
      clearTimeout(timer);
      recoverHistory(queryClient, chatHash).catch(() => {
        if (attempt < RECOVER_RETRY_MS.length && navigator.onLine) {
          timer = setTimeout(() => recover(attempt + 1), RECOVER_RETRY_MS[attempt]);
        }
      });
    };
    const onOnline = () => recover();
    if (takeRestored(chatHash) && navigator.onLine) recover();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient, chatHash]);

  // The history's rows are made again only when the history changes: a send changes the outbox
  // several times (queued, sending, sent), and only the rows after the history follow each one.
  const stored = useMemo(() => {
    const messages = chronological(history.data);
    const rows = messages.map<ConversationRow>((message) => ({
      message,
      delivery: message.avatarId === null ? 'sent' : null,
    }));
    return { rows, ids: new Set(messages.map((m) => m.id)) };
  }, [history.data]);

  const rows = useMemo<ConversationRow[]>(() => {
    const edited = withPendingEdits(
      stored.rows,
      pendingEdits(outbox.entries, chatHash, outbox.sending),
    );
    const seen = new Set<string>();
    const held = (id: string) => stored.ids.has(id) || seen.has(id);
    const out: ConversationRow[] = [];
    for (const message of outbox.delivered) {
      if (message.chatHash !== chatHash || held(message.id)) continue;
      seen.add(message.id);
      out.push({ message, delivery: message.avatarId === null ? 'sent' : null });
    }
    for (const entry of outbox.entries) {
      // A queued change (a choice of version) is already shown on its message.
      if (entry.chatHash !== chatHash || held(entry.id) || entry.action) continue;
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
    out.push(...orphanedEdits(outbox.entries, chatHash, held));
    return out.length ? [...edited, ...out] : edited;
  }, [stored, outbox, chatHash]);

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
