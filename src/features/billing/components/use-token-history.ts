import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/auth/session-store';
import { refreshUser } from '@/lib/auth/user-refresh';
import { keepFirstHistoryPage, useHistory } from '../api/get-history';
import { billingKeys } from '../api/query-keys';
import type { HistoryList } from './token-history';

/**
 * The history and the balance it was read with. The session's user record is the balance's
 * truth (the badge and the page show it); when the history's balance differs from it, one of the
 * two is behind (a reply charged since the history was read, a purchase confirmed elsewhere), so
 * both are read again, once for each disagreement.
 */
export function useTokenHistory(): HistoryList & { balance: number | undefined } {
  const queryClient = useQueryClient();
  const query = useHistory();
  const { user } = useSession();
  const pages = query.data?.pages ?? [];
  const balance = pages[0]?.balance;
  // Before the server's record is known (offline start) its balance is not one to compare.
  const recorded = user && user.avatar !== undefined ? user.tokens : undefined;
  const reconciled = useRef<string>(undefined);

  useEffect(() => {
    if (balance === undefined || recorded === undefined || balance === recorded) return;
    const pair = `${recorded}:${balance}`;
    if (reconciled.current === pair) return;
    reconciled.current = pair;
    keepFirstHistoryPage(queryClient);
    void queryClient.invalidateQueries(
      { queryKey: billingKeys.history() },
      { cancelRefetch: false },
    );
    void refreshUser();
  }, [balance, recorded, queryClient]);

  // Leaving the page, only the newest page is kept (and persisted).
  useEffect(() => () => keepFirstHistoryPage(queryClient), [queryClient]);

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
