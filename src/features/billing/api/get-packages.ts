import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenPackage } from '@contract/billing.ts';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './query-keys';

export function getPackages(signal?: AbortSignal): Promise<TokenPackage[]> {
  return apiClient.get<TokenPackage[]>('/tokens/packages', { signal });
}

export function packagesQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.packages(),
    queryFn: ({ signal }) => getPackages(signal),
    staleTime: 5 * 60_000,
    // Offline, the page still shows what things cost.
    meta: { persist: true },
  });
}

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
