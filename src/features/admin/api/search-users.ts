import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModeratedUser } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export type UserSearchResult = { items: ModeratedUser[] };

export function searchUsers(email: string, signal?: AbortSignal): Promise<UserSearchResult> {
  return authClient.get<UserSearchResult>('/admin/users', { query: { email }, signal });
}

export function userSearchQueryOptions(email: string) {
  return queryOptions({
    queryKey: adminKeys.userSearch(email),
    queryFn: ({ signal }) => searchUsers(email, signal),
    staleTime: 30_000,
  });
}

/** Users whose email contains `email` (none asked while it is empty). */
export function useUserSearch(email: string) {
  return useQuery({
    ...userSearchQueryOptions(email),
    enabled: email !== '',
    // The previous answer stays while the next one is on its way: no flicker per keystroke.
    placeholderData: keepPreviousData,
  });
}
