import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionState } from '@contract/billing.ts';
import { authClient } from '@/lib/auth/auth-client';
import { billingKeys } from './query-keys';

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return authClient.get<SubscriptionState>('/premium/subscription', { signal });
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
    meta: { persist: true },
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
