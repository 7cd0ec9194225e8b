import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { LedgerPage } from '@contract/billing.ts';
import { authClient } from '@/lib/auth/auth-client';
import { billingKeys } from './query-keys';

export function getHistory(cursor: string | undefined, signal?: AbortSignal): Promise<LedgerPage> {
  return authClient.get<LedgerPage>('/tokens/history', {
    query: cursor ? { cursor } : undefined,
    signal,
  });
}

/** Newest first, paged by the server's cursor. */
export function historyQueryOptions() {
  return infiniteQueryOptions({
    queryKey: billingKeys.history(),
    queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: LedgerPage) => last.nextCursor ?? undefined,
    // Offline, the balance and the entries seen last are shown (private: only while logged in).
    meta: { persist: true },
  });
}

/**
 * Keeps only the newest page of the cached history. A refetch of an infinite query reads every
 * cached page again, one after the other, and the persister stores them all: older pages are
 * loaded again on scroll instead. Called when the tokens page opens and when it closes.
 */
export function keepFirstHistoryPage(queryClient: QueryClient): void {
  const key = billingKeys.history();
  const data = queryClient.getQueryData<InfiniteData<LedgerPage, string | undefined>>(key);
  if (!data || data.pages.length <= 1) return;
  queryClient.setQueryData(
    key,
    { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    // The same entries, not newer ones: the query stays as stale as it was.
    { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
  );
}

export function useHistory() {
  return useInfiniteQuery(historyQueryOptions());
}
