import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarOptions } from '@contract/avatars.ts';
import { apiClient } from '@/lib/api-client';
import { avatarKeys } from './query-keys';

export function getAvatarOptions(): Promise<AvatarOptions> {
  return apiClient.get<AvatarOptions>('/avatars/options');
}

export function avatarOptionsQueryOptions() {
  return queryOptions({
    queryKey: avatarKeys.options(),
    queryFn: getAvatarOptions,
    // The catalogue's option lists change with a deploy at most.
    staleTime: Infinity,
    meta: { persist: true },
  });
}

export function useAvatarOptions() {
  return useQuery(avatarOptionsQueryOptions());
}
