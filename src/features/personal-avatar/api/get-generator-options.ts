import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarOptions } from '@contract/avatars.ts';
import { apiClient } from '@/lib/api-client';

// The same public request, under the same key, as discover's filters and the creator read.
export function avatarOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['avatars', 'options'] as const,
    queryFn: ({ signal }) => apiClient.get<AvatarOptions>('/avatars/options', { signal }),
    staleTime: Infinity,
    meta: { persist: true },
  });
}

/** The creator's look and tone lists, which the personal generator offers too. */
export function useGeneratorOptions() {
  return useQuery({ ...avatarOptionsQueryOptions(), select: (options) => options.generator });
}
