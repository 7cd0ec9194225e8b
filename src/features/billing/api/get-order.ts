import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@contract/billing.ts';
import { authClient } from '@/lib/auth/auth-client';
import { billingKeys } from './query-keys';

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return authClient.get<Order>(`/orders/${encodeURIComponent(id)}`, { signal });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: billingKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });
}
