import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Avatar } from '@contract/avatars.ts';
import { apiClient } from '@/lib/api-client';
import { avatarKeys } from './query-keys';

export function getAvatar(id: number, signal?: AbortSignal): Promise<Avatar> {
  return apiClient.get<Avatar>(`/avatars/${id}`, { signal });
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
