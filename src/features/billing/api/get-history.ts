import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

export function useHistory() {
  return useInfiniteQuery(historyQueryOptions());
}
