import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortraitChoice } from '@contract/users.ts';
import { authClient } from '@/lib/auth/auth-client';
import { userKeys } from './query-keys';

export function getPortraitChoices(signal?: AbortSignal): Promise<PortraitChoice[]> {
  return authClient.get<PortraitChoice[]>('/users/portrait-choices', { signal });
}

export function portraitChoicesQueryOptions() {
  return queryOptions({
    queryKey: userKeys.portraitChoices(),
    queryFn: ({ signal }) => getPortraitChoices(signal),
    staleTime: Infinity,
    // Settings work offline too; private, so persisted only while logged in.
    meta: { persist: true },
  });
}

export function usePortraitChoices() {
  return useQuery(portraitChoicesQueryOptions());
}
