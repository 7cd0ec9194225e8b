import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PersonRef, Violation } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export type RecentViolation = Violation & { user: PersonRef };

export function getRecentViolations(signal?: AbortSignal): Promise<{ items: RecentViolation[] }> {
  return authClient.get<{ items: RecentViolation[] }>('/admin/violations', { signal });
}

/** The most recent violations across all users, newest first. */
export function recentViolationsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.recentViolations(),
    queryFn: ({ signal }) => getRecentViolations(signal),
    staleTime: 0,
  });
}

export function useRecentViolations() {
  return useSuspenseQuery(recentViolationsQueryOptions());
}
