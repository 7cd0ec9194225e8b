import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DomainVars } from '@contract/vars.ts';
import { apiClient } from '@/lib/api-client';
import { varsKeys } from './query-keys';

export function getVars(): Promise<DomainVars> {
  return apiClient.get<DomainVars>('/vars');
}

export function varsQueryOptions() {
  return queryOptions({
    queryKey: varsKeys.all,
    queryFn: getVars,
    // Domain configuration changes with a deploy, not during a visit.
    staleTime: Infinity,
    // Offline, the app starts with the last domain info (title, currency).
    meta: { persist: true },
  });
}

/** Start-up loads vars before mounting, so reading them never suspends in practice. */
export function useVars(): DomainVars {
  return useSuspenseQuery(varsQueryOptions()).data;
}
