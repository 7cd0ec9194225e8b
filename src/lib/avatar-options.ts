/**
 * GET /api/avatars/options, one query for every screen that reads it (discover's filters, the
 * Angel creator, My Angels' price, the personal portrait's looks): one cached, persisted copy.
 * Screens that must work before the server answers add the built-in lists
 * (`avatar-options-built-in.ts`), which stay out of discover's first load.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarOptions } from '@contract/avatars.ts';
import { apiClient } from '@/lib/api-client';

export function getAvatarOptions(): Promise<AvatarOptions> {
  return apiClient.get<AvatarOptions>('/avatars/options');
}

export function avatarOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['avatars', 'options'] as const,
    queryFn: getAvatarOptions,
    // The option lists change with a deploy at most.
    staleTime: Infinity,
    meta: { persist: true },
  });
}

/** The server's options (cached, persisted); undefined until the first answer. */
export function useAvatarOptions() {
  return useQuery(avatarOptionsQueryOptions());
}
