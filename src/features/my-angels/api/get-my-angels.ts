import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAngelList } from '@contract/angels.ts';
import type { AvatarSummary } from '@contract/avatars.ts';
import { authClient } from '@/lib/auth/auth-client';
import { LIST_ERROR_TOAST } from '@/lib/paged-list';
import { toast } from '@/lib/toast/toast-store';
import { myAngelKeys } from './query-keys';

export async function getMyAngels(signal?: AbortSignal): Promise<AvatarSummary[]> {
  return (await authClient.get<MyAngelList>('/my-angels', { signal })).items;
}

export function myAngelsQueryOptions() {
  return queryOptions({
    queryKey: myAngelKeys.list(),
    queryFn: async ({ signal }) => {
      try {
        return await getMyAngels(signal);
      } catch (error) {
        // Offline the banner says so, and the list kept from before still shows.
        if (!signal.aborted && onlineManager.isOnline()) toast.add(LIST_ERROR_TOAST);
        throw error;
      }
    },
    // Offline, the list seen last still shows.
    // Always read again on a visit (the cached list shows meanwhile): the creator, another tab
    // or device may have changed it.
    staleTime: 0,
    meta: { persist: true },
  });
}

export function useMyAngels() {
  return useQuery(myAngelsQueryOptions());
}
