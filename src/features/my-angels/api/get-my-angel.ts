import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { MyAngel } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { myAngelKeys } from './query-keys';

export function getMyAngel(id: number, signal?: AbortSignal): Promise<MyAngel> {
  return authClient.get<MyAngel>(`/my-angels/${id}`, { signal });
}

export function myAngelQueryOptions(id: number) {
  return queryOptions({
    queryKey: myAngelKeys.detail(id),
    queryFn: ({ signal }) => getMyAngel(id, signal),
    // Read again on each visit (the cached one shows meanwhile): Edit may have changed it.
    staleTime: 0,
    meta: { persist: true },
  });
}

export function useMyAngel(id: number): MyAngel {
  return useSuspenseQuery(myAngelQueryOptions(id)).data;
}
