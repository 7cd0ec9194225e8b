import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { AccountStatus } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { accountStatusKeys } from './query-keys';

export function getAccountStatus(userId: string, signal?: AbortSignal): Promise<AccountStatus> {
  return authClient.get<AccountStatus>(`/users/${userId}/account-status`, { signal });
}

/**
 * Read when the app starts (the notice) and again when the server says the standing changed
 * (a live `account` event, a new warningCounter); between those it does not change by itself.
 */
export function accountStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountStatusKeys.status(userId),
    queryFn: ({ signal }) => getAccountStatus(userId, signal),
    staleTime: 60_000,
  });
}

export function useAccountStatus(userId: string) {
  return useQuery(accountStatusQueryOptions(userId));
}

export function useSuspenseAccountStatus(userId: string): AccountStatus {
  return useSuspenseQuery(accountStatusQueryOptions(userId)).data;
}
