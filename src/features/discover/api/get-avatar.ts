import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Avatar } from '@contract/avatars.ts';
import { avatarPath } from '@contract/avatar-list-url.ts';
import { apiClient } from '@/lib/api-client';
import { avatarKeys } from './query-keys';

export function getAvatar(id: number, signal?: AbortSignal): Promise<Avatar> {
  // The server preloads a profile's data by this very URL (server/first-load).
  return apiClient.get<Avatar>(avatarPath(id), { signal });
}

export function avatarQueryOptions(id: number) {
  return queryOptions({
    queryKey: avatarKeys.detail(id),
    queryFn: ({ signal }) => getAvatar(id, signal),
    meta: { persist: true },
  });
}

export function useAvatar(id: number): Avatar {
  return useSuspenseQuery(avatarQueryOptions(id)).data;
}
