import { useEffect } from 'react';
import { sessionStore } from '@/lib/auth/session-store';
import { userRecordFetchedAt } from '@/lib/auth/user-refresh';
import { useHistory } from '../api/get-history';
import type { HistoryList } from './token-history';

/**
 * The history and the balance it was read with. When that balance is fresher than the user
 * record the session holds (a reply charged since, a purchase completed), the session takes it,
 * so the menu's badge agrees with the page.
 */
export function useTokenHistory(): HistoryList & { balance: number | undefined } {
  const query = useHistory();
  const pages = query.data?.pages ?? [];
  const balance = pages[0]?.balance;
  const readAt = query.dataUpdatedAt;

  useEffect(() => {
    if (balance === undefined) return;
    const user = sessionStore.getSnapshot().user;
    if (!user || user.tokens === balance) return;
    if (readAt > userRecordFetchedAt()) sessionStore.mergeUser({ tokens: balance });
  }, [balance, readAt]);

  return {
    balance,
    entries: pages.flatMap((page) => page.items),
    fetched: pages.length > 0,
    fetching: query.isFetching,
    // A refresh that failed (offline) over entries we hold is not an error: they stay shown.
    error: query.isFetchNextPageError || (query.isError && pages.length === 0),
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
    retry: () => {
      if (pages.length === 0) void query.refetch();
      else void query.fetchNextPage();
    },
  };
}
