import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { UserHistory } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export function getUserHistory(id: string, signal?: AbortSignal): Promise<UserHistory> {
  return authClient.get<UserHistory>(`/admin/users/${encodeURIComponent(id)}/history`, { signal });
}

/** Everything moderation knows about one user: standing, violations, cases, reports, notes. */
export function userHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.userHistory(id),
    queryFn: ({ signal }) => getUserHistory(id, signal),
    staleTime: 0,
  });
}

export function useUserHistory(id: string) {
  return useSuspenseQuery(userHistoryQueryOptions(id));
}

/** The same, for a panel beside other content that must not suspend the page. */
export function useUserHistoryPanel(id: string) {
  return useQuery(userHistoryQueryOptions(id));
}
