import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiRequestError } from '@/lib/api-client';

/**
 * A route loader's read of the one thing its page shows: the cached copy or the server's, and
 * the route's not-found view when the server answers 404 (unknown, or not the user's to see).
 * A stale cached copy shows at once and is read again here: the page's suspense query would not
 * (suspense holds data fresh for at least a second), so a quick return to a page could miss
 * that its subject changed or was deleted meanwhile.
 */
export async function ensureFound<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, ApiRequestError, TData, TKey>,
): Promise<TData> {
  try {
    return await queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}
