import type { Chat } from '@contract/chats.ts';
import type { TranscriptMessage } from '@contract/moderation.ts';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VirtualList } from '@/components/virtual-list/virtual-list';
import { useTranscript } from '@/features/admin/api/get-transcript';
import { useFreshTranscript } from '@/features/admin/hooks/use-fresh-transcript';
import { HideDialog } from './hide-dialog';
import { TranscriptRow } from './transcript-row';
import { estimateTranscriptHeight } from './transcript-height';

type TranscriptProps = {
  chat: Chat;
  userEmail: string;
  /** False while another agent holds the case: no hiding. */
  canAct: boolean;
};

const keyOf = (message: TranscriptMessage) => message.id;

/** The chat as it happened, oldest at the top, loading further back as the agent scrolls up. */
export function Transcript({ chat, userEmail, canAct }: TranscriptProps) {
  const history = useTranscript(chat.chatHash);
  useFreshTranscript(chat.chatHash);
  const [hiding, setHiding] = useState<TranscriptMessage | null>(null);
  const names = useMemo(() => new Map(chat.avatars.map((a) => [a.id, a.name])), [chat.avatars]);
  const items = useMemo(
    () => (history.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse(),
    [history.data],
  );
  const { hasNextPage, isFetchingNextPage, isError, isFetchNextPageError, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const authorOf = useCallback(
    (message: TranscriptMessage) =>
      message.avatarId === null ? userEmail : (names.get(message.avatarId) ?? 'Angel'),
    [names, userEmail],
  );
  const renderItem = useCallback(
    (message: TranscriptMessage) => (
      <TranscriptRow
        message={message}
        author={authorOf(message)}
        onHide={canAct ? setHiding : null}
        chatHash={chat.chatHash}
      />
    ),
    [authorOf, canAct, chat.chatHash],
  );

  let status;
  if (history.isPending || isFetchingNextPage) status = <Spinner label="Loading messages" />;
  else if (isError) {
    status = (
      <div role="alert" className="flex items-center gap-3">
        <span>We could not load {items.length ? 'older messages' : 'the messages'}.</span>
        <Button
          variant="secondary"
          // An older page that failed is fetched again alone; a failed first page starts over.
          onClick={() => void (isFetchNextPageError ? fetchNextPage() : history.refetch())}
        >
          Retry
        </Button>
      </div>
    );
  } else if (hasNextPage) {
    status = (
      <Button variant="ghost" onClick={loadOlder}>
        Load older messages
      </Button>
    );
  } else status = <span>{items.length ? 'The beginning of the chat' : 'No messages yet'}</span>;

  return (
    <>
      <VirtualList
        items={items}
        getKey={keyOf}
        estimateHeight={estimateTranscriptHeight}
        renderItem={renderItem}
        header={
          <div className="flex h-14 items-center justify-center text-sm text-muted">{status}</div>
        }
        onNearTop={loadOlder}
        label="Transcript"
      />
      <HideDialog
        chatHash={chat.chatHash}
        message={hiding}
        author={hiding ? authorOf(hiding) : ''}
        onClose={() => setHiding(null)}
      />
    </>
  );
}
