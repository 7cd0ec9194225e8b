import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarPage, AvatarSummary } from '@contract/avatars.ts';
import { MAX_PAGE_SIZE } from '@contract/constants.ts';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/**
 * The whole public catalogue (both genders), for picking chat partners by name. The catalogue
 * is small (tens of Angels), so a few pages of the maximum size are read once and searched here.
 */
export async function getAvatarChoices(signal?: AbortSignal): Promise<AvatarSummary[]> {
  const all: AvatarSummary[] = [];
  for (let page = 1; page <= 20; page++) {
    const result = await apiClient.get<AvatarPage>('/avatars', {
      query: { page, pageSize: MAX_PAGE_SIZE },
      signal,
    });
    all.push(...result.items);
    if (result.lastPage) break;
  }
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

export function avatarChoicesQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.avatarChoices(),
    queryFn: ({ signal }) => getAvatarChoices(signal),
    staleTime: 10 * 60_000,
    meta: { persist: true },
  });
}

export function useAvatarChoices() {
  return useQuery(avatarChoicesQueryOptions());
}
