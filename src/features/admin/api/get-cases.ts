import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { CaseList, CaseListQuery } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

type QueueQuery = Omit<CaseListQuery, 'page'>;

export function getCases(query: CaseListQuery, signal?: AbortSignal): Promise<CaseList> {
  return authClient.get<CaseList>('/admin/cases', { query, signal });
}

/**
 * Live events refresh the queue; polling covers the moments they cannot (no live connection
 * yet, a dropped one): every few seconds while the page is visible, so a new case shows
 * within 5 s either way. Hidden tabs do not poll; they refetch on focus.
 */
export const QUEUE_POLL_MS = 4000;

export function casesQueryOptions(query: QueueQuery) {
  return infiniteQueryOptions({
    queryKey: adminKeys.caseList(query),
    queryFn: ({ pageParam, signal }) => getCases({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CaseList, pages) => (last.lastPage ? undefined : pages.length + 1),
    staleTime: 0,
    refetchInterval: QUEUE_POLL_MS,
  });
}

export function useCases(query: QueueQuery) {
  return useSuspenseInfiniteQuery(casesQueryOptions(query));
}
