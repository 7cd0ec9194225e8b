import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarOptions } from '@contract/avatars.ts';
import { ANGEL_CREATION_COST } from '@contract/constants.ts';
import { apiClient } from '@/lib/api-client';

// The same public request, under the same key, as discover's filters and the creator read.
function avatarOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['avatars', 'options'] as const,
    queryFn: ({ signal }) => apiClient.get<AvatarOptions>('/avatars/options', { signal }),
    staleTime: Infinity,
    meta: { persist: true },
  });
}

/** What importing (like creating) an Angel costs: the server's figure once known. */
export function useCreationCost(): number {
  const { data } = useQuery(avatarOptionsQueryOptions());
  return data?.generator.creationCost ?? ANGEL_CREATION_COST;
}
