import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Chat, Message } from '@contract/chats.ts';
import { CHAT_ERROR_CODES } from '@contract/constants.ts';
import { useFullScreenOnPhone } from '@/lib/full-screen';
import { useKeyboardInset } from '@/lib/use-keyboard-inset';
import { useSession } from '@/lib/auth/session-store';
import { chatsQueryOptions } from '../api/get-chats';
import { markChatRead } from '../api/mark-read';
import { useConversation } from '../hooks/use-conversation';
import { useMessageHash } from '../hooks/use-message-hash';
import { useReplyActions } from '../hooks/use-reply-actions';
import { latestTurn, lastUserMessage } from '../alternatives';
import { estimateRowHeight, type ConversationRow } from '../model';
import { discardEntry, retryEntry } from '../outbox/outbox-runner';
import { replyStore } from '../stream/reply-store';
import { VirtualList, type VirtualListControl } from '@/components/virtual-list/virtual-list';
import { Composer, type ComposerField } from './composer';
import { ConversationHeader } from './conversation-header';
import { HistoryStatus } from './history-status';
import { MessageRow, type RowActions, type RowSteering } from './message-row';
import { RatingDialog } from './rating-dialog';
import { TokensLink } from './tokens-link';

const rowKey = (row: ConversationRow) => row.message.id;

// One object per combination, so a row's props stay equal between renders (MessageRow is memo).
const STEERING = new Map<string, RowSteering>();
function steerOf(latest: boolean, last: boolean, lastMine: boolean): RowSteering {
  const key = `${latest}${last}${lastMine}`;
  let steer = STEERING.get(key);
  if (!steer) STEERING.set(key, (steer = { latest, last, lastMine }));
  return steer;
}

/**
 * Fills the viewport (on a phone all of it: the app's bars give way, lib/full-screen; on desktop
 * beside the sidebar) and stays above the on-screen keyboard: dvh follows it where the page
 * resizes, --keyboard-inset (lib/use-keyboard-inset) where it does not.
 */
const heightClass =
  'h-[calc(100dvh-var(--keyboard-inset,0px))] px-3 pt-[env(safe-area-inset-top)] md:h-[calc(100dvh-5.5rem-var(--keyboard-inset,0px))] md:px-0 md:pt-0';

type ConversationProps = {
  chat: Chat;
  /** Drawn under each finished reply (the route passes the memory mark: features stay apart). */
  replyExtra?: (message: Message) => ReactNode;
  /** In the conversation's bar (the route passes the voice's auto-read switch). */
  tools?: ReactNode;
  /** Beside the composer's Send (the route passes dictation). */
  composerTool?: (field: ComposerField) => ReactNode;
};

export function Conversation({ chat, replyExtra, tools, composerTool }: ConversationProps) {
  const { rows, history, send } = useConversation(chat);
  const { stop, regenerate } = useReplyActions(chat.chatHash);
  const actionError = stop.error ?? regenerate.error;
  useKeyboardInset();
  useFullScreenOnPhone();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useRef<VirtualListControl>(null);
  const [announcement, setAnnouncement] = useState('');
  const avatars = useMemo(() => new Map(chat.avatars.map((a) => [a.id, a])), [chat.avatars]);

  useEffect(
    () =>
      replyStore.onReplyFinished((message, { read }) => {
        if (message.chatHash !== chat.chatHash) return;
        const name = avatars.get(message.avatarId ?? -1)?.name ?? 'Angel';
        setAnnouncement(`${name}: ${message.text}`);
        // A reply followed to its end is read already; the follower refreshes the list.
        if (read) return;
        void markChatRead(chat.chatHash)
          .then(() => queryClient.invalidateQueries({ queryKey: chatsQueryOptions().queryKey }))
          .catch(() => undefined); // offline: the next visit's history read marks it
      }),
    [chat.chatHash, avatars, queryClient],
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = history;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const actions = useMemo<RowActions>(
    () => ({
      retry: (id) => void retryEntry(id),
      discard: (id) => void discardEntry(id),
      stop: (id) => stop.mutate(id),
      regenerate: () => regenerate.mutate(),
    }),
    // The mutations' `mutate` functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stop.mutate, regenerate.mutate],
  );

  // Only the chat's very last message can be written again (the server's rule).
  const lastReplyId = useMemo(() => {
    const last = rows.at(-1)?.message;
    // A chat's opening greeting is not a reply: nothing to regenerate.
    return last && last.avatarId !== null && last.replyTo !== null ? last.id : undefined;
  }, [rows]);
  // What each row may steer: versions of the latest turn, continue the last, edit my last.
  const steering = useMemo(() => {
    const messages = rows.map((row) => row.message);
    return {
      latest: latestTurn(messages),
      last: messages.at(-1)?.id,
      lastMine: lastUserMessage(messages),
    };
  }, [rows]);
  const renderRow = useCallback(
    (row: ConversationRow) => (
      <MessageRow
        row={row}
        author={avatars.get(row.message.avatarId ?? -1)}
        isLastReply={row.message.id === lastReplyId}
        actions={actions}
        replyExtra={replyExtra}
        steer={steerOf(
          steering.latest.has(row.message.id),
          steering.last === row.message.id,
          steering.lastMine === row.message.id,
        )}
      />
    ),
    [avatars, lastReplyId, actions, replyExtra, steering],
  );

  // A link to one message (#message-<id>, from what the Angel remembers) scrolls to it.
  const hash = useLocation({ select: (location) => location.hash });
  const ids = useMemo(() => rows.map((row) => row.message.id), [rows]);
  const hashMissing = useMessageHash(hash, ids, history, list);

  const header = (
    <HistoryStatus history={history} empty={rows.length === 0} loadOlder={loadOlder} />
  );

  return (
    <section className={`flex flex-col gap-3 ${heightClass}`} aria-label="Conversation">
      <ConversationHeader chat={chat} tools={tools} />
      <VirtualList
        items={rows}
        getKey={rowKey}
        estimateHeight={estimateRowHeight}
        renderItem={renderRow}
        header={header}
        onNearTop={loadOlder}
        label="Messages"
        controlRef={list}
      />
      {hashMissing && (
        <p role="status" className="text-sm text-muted">
          {hashMissing}
        </p>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {actionError && (
        <p role="alert" className="flex flex-wrap gap-x-2 text-sm text-danger">
          <span>{actionError.message}</span>
          {actionError.code === CHAT_ERROR_CODES.insufficientTokens && <TokensLink />}
        </p>
      )}
      <RatingDialog chatHash={chat.chatHash} />
      <Composer
        chat={chat}
        balance={user && user.avatar !== undefined ? user.tokens : undefined}
        tool={composerTool}
        onSend={async (text, responders) => {
          list.current?.scrollToBottom();
          await send(text, responders);
        }}
      />
    </section>
  );
}
