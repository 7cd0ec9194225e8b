import { queryOptions, type QueryClient } from '@tanstack/react-query';
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

export const ORDER_POLL_INTERVAL_MS = 1000;
export const ORDER_POLL_TIMEOUT_MS = 20_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Back from a successful payment the order may still be open: a real provider redirects before
 * its confirmation (webhook) arrives. It is read again every second until it is settled, for at
 * most ORDER_POLL_TIMEOUT_MS; the last answer is returned (undefined when it cannot be read).
 */
export async function readSettledOrder(
  queryClient: QueryClient,
  id: string,
  { intervalMs = ORDER_POLL_INTERVAL_MS, timeoutMs = ORDER_POLL_TIMEOUT_MS } = {},
): Promise<Order | undefined> {
  const read = () => queryClient.fetchQuery(orderQueryOptions(id)).catch(() => undefined);
  const until = Date.now() + timeoutMs;
  let order = await read();
  while (order?.status === 'open' && Date.now() + intervalMs <= until) {
    await delay(intervalMs);
    order = (await read()) ?? order;
  }
  return order;
}
