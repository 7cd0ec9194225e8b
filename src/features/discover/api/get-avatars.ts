import type { AvatarPage } from '@contract/avatars.ts';
import { avatarListPath } from '@contract/avatar-list-url.ts';
import { apiClient } from '@/lib/api-client';
import { pagedListQueryOptions, usePagedList } from '@/lib/paged-list';
import { DISCOVER_PAGE_SIZE, toAvatarListQuery, type DiscoverSearch } from '../model';
import { avatarKeys } from './query-keys';

export function getAvatars(
  search: DiscoverSearch,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AvatarPage> {
  // The server preloads the default first page by this very URL (server/first-load).
  return apiClient.get<AvatarPage>(avatarListPath(toAvatarListQuery(search, page, pageSize)), {
    signal,
  });
}

export function avatarsQueryOptions(search: DiscoverSearch) {
  return pagedListQueryOptions({
    queryKey: avatarKeys.list(search),
    fetchPage: (page, pageSize, signal) => getAvatars(search, page, pageSize, signal),
    pageSize: DISCOVER_PAGE_SIZE,
    meta: { persist: true },
  });
}

export function useAvatars(search: DiscoverSearch) {
  return usePagedList(avatarsQueryOptions(search));
}
