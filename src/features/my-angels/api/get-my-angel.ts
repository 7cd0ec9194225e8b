import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { MyAngel } from '@contract/angels.ts';
import { ApiRequestError } from '@/lib/api-client';
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

/**
 * The Angel (the kept copy while it is read again), and `gone` once the server says it is no
 * more: deleted on another device or tab since this one kept it.
 */
export function useMyAngel(id: number): { angel: MyAngel; gone: boolean } {
  const { data, error } = useSuspenseQuery(myAngelQueryOptions(id));
  return { angel: data, gone: error instanceof ApiRequestError && error.status === 404 };
}
