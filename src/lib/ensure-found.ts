import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiRequestError } from '@/lib/api-client';

/**
 * A route loader's read of what its page shows: the cached copy at once, read again in the
 * background when stale. The page's suspense query would not (suspense holds data fresh for at
 * least a second), so a quick return to a page could miss that its subject changed or was
 * deleted meanwhile. Query's defaults do not cover this option: every loader read goes here.
 */
export function ensureFresh<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, ApiRequestError, TData, TKey>,
): Promise<TData> {
  return queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
}

/**
 * ensureFresh for the one thing a page shows, and the route's not-found view when the server
 * answers 404 (unknown, or not the user's to see).
 */
export async function ensureFound<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, ApiRequestError, TData, TKey>,
): Promise<TData> {
  try {
    return await ensureFresh(queryClient, options);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}
