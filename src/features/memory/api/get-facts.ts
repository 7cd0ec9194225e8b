import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MEMORY_LIMITS } from '@contract/memory-constants.ts';
import type { FactPage } from '@contract/memory.ts';
import { authClient } from '@/lib/auth/auth-client';
import { memoryKeys } from './query-keys';

export function getFacts(avatarId: number, page: number, signal?: AbortSignal): Promise<FactPage> {
  return authClient.get<FactPage>(`/memory/${avatarId}`, {
    query: { page, pageSize: MEMORY_LIMITS.pageSize },
    signal,
  });
}

/** Persisted: offline, the panel shows what the Angel remembered at the last sync. */
export function factsQueryOptions(avatarId: number) {
  return infiniteQueryOptions({
    queryKey: memoryKeys.facts(avatarId),
    queryFn: ({ pageParam, signal }) => getFacts(avatarId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FactPage) => (last.lastPage ? undefined : last.page + 1),
    meta: { persist: true },
  });
}

export const useFacts = (avatarId: number) => useInfiniteQuery(factsQueryOptions(avatarId));
