import type { LedgerEntry } from '@contract/billing.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useInView } from '@/lib/use-in-view';
import { formatDateTime, formatSignedTokens } from '../model';

export type HistoryList = {
  entries: LedgerEntry[];
  fetched: boolean;
  fetching: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
};

function HistoryItem({ entry }: { entry: LedgerEntry }) {
  const credit = entry.amount > 0;
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{entry.reason}</span>
        <time dateTime={entry.createdAt} className="text-sm text-muted">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <span className={`shrink-0 font-semibold tabular-nums ${credit ? 'text-accent' : 'text-fg'}`}>
        <span aria-hidden="true">{formatSignedTokens(entry.amount)}</span>
        <span className="sr-only">
          {credit ? 'plus' : 'minus'} {Math.abs(entry.amount)} tokens
        </span>
      </span>
    </li>
  );
}

/** Every change of the balance, newest first; scrolling near the end loads older entries. */
export function TokenHistory({ list }: { list: HistoryList }) {
  const canLoadMore = list.fetched && list.hasMore && !list.error;
  const sentinel = useInView<HTMLDivElement>(() => {
    if (canLoadMore && !list.fetching) list.loadMore();
  }, list.entries.length);

  if (!list.fetched && !list.error) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={list.fetching}>
      {list.fetched && list.entries.length === 0 ? (
        <p className="text-muted">No token activity yet.</p>
      ) : (
        <ul aria-label="Token history" className="divide-y divide-line">
          {list.entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="flex min-h-11 flex-col items-center gap-3">
        {list.error ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-center">
            <p className="text-muted">
              We could not load {list.fetched ? 'older entries' : 'your token history'}.
            </p>
            <Button onClick={list.retry}>Retry</Button>
          </div>
        ) : list.hasMore ? (
          <Button variant="secondary" onClick={list.loadMore} disabled={list.fetching}>
            {list.fetching ? <Spinner label="Loading older entries" /> : null}
            Load more
          </Button>
        ) : list.entries.length > 0 ? (
          <p className="text-sm text-muted">That is everything since your account opened.</p>
        ) : null}
      </div>
    </div>
  );
}
