import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiRequestError } from '@/lib/api-client';

/**
 * A route loader's read of the one thing its page shows: the cached copy or the server's, and
 * the route's not-found view when the server answers 404 (unknown, or not the user's to see).
 */
export async function ensureFound<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, ApiRequestError, TData, TKey>,
): Promise<TData> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}
