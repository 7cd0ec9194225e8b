import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PremiumPlan } from '@contract/billing.ts';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './query-keys';

export function getPlans(signal?: AbortSignal): Promise<PremiumPlan[]> {
  return apiClient.get<PremiumPlan[]>('/premium/plans', { signal });
}

export function plansQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
    meta: { persist: true },
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
