import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MessagePage } from '@contract/chats.ts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/lib/use-online';

type HistoryQuery = UseInfiniteQueryResult<InfiniteData<MessagePage, unknown>>;

/**
 * The line above the first message: loading, how to read further back, or why not. What is held
 * (in memory or kept on the device) always shows below it, whatever the last request did.
 */
export function HistoryStatus({
  history,
  empty,
  loadOlder,
}: {
  history: HistoryQuery;
  empty: boolean;
  loadOlder: () => void;
}) {
  const online = useOnline();
  const held = history.data !== undefined;
  let content;
  if (history.isPending) content = <Spinner label="Loading messages" />;
  else if (history.isFetchingNextPage) content = <Spinner label="Loading older messages" />;
  else if (history.isError && !online) {
    content = (
      <span>
        {held
          ? 'Offline: older messages load when you are back online.'
          : 'Offline: the messages load when you are back online.'}
      </span>
    );
  } else if (history.isError) {
    content = (
      <div role="alert" className="flex items-center gap-3">
        <span>
          {held ? 'We could not load older messages.' : 'We could not load the messages.'}
        </span>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (history.hasNextPage) {
    content = (
      <Button variant="ghost" onClick={loadOlder}>
        Load older messages
      </Button>
    );
  } else if (empty) content = <span>Say hello — your conversation starts here.</span>;
  else content = <span>The beginning of your conversation</span>;
  return <div className="flex h-14 items-center justify-center text-sm text-muted">{content}</div>;
}
