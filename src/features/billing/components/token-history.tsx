import type { LedgerEntry } from '@contract/billing.ts';
import { Skeleton } from '@/components/ui/skeleton';
import { ListEnd } from '@/components/ui/list-end';
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
      <ListEnd
        fetched={list.fetched}
        fetching={list.fetching}
        error={list.error}
        more={list.hasMore}
        loadMore={list.loadMore}
        retry={list.retry}
        what={{ more: 'older entries', first: 'your token history' }}
        end={list.entries.length > 0 ? 'That is everything since your account opened.' : null}
        pageKey={list.entries.length}
      />
    </div>
  );
}
