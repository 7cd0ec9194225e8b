/**
 * Paged lists: the page counter starts at 0 and each request asks for page `counter + 1`; the
 * list tracks fetching, fetched, error and lastPage. A failed fetch raises the "Error message"
 * toast (not offline: see below), then rethrows so the caller (TanStack Query) still sees the
 * error, and the query fetches again when the connection returns (refetchOnReconnect).
 */
import {
  infiniteQueryOptions,
  onlineManager,
  useInfiniteQuery,
  type QueryKey,
  type QueryMeta,
} from '@tanstack/react-query';
import type { Paged } from '@contract/paging.ts';
import { DEFAULT_PAGE_SIZE } from '@contract/page-sizes.ts';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

export const LIST_ERROR_TOAST = {
  severity: 'error',
  summary: 'Error message',
  detail: 'Unexpected error while fetching the data. Please try again.',
  life: DEFAULT_TOAST_LIFE,
} as const;

type PagedListConfig<T> = {
  queryKey: QueryKey;
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<Paged<T>>;
  pageSize?: number;
  meta?: QueryMeta;
};

export function pagedListQueryOptions<T>({
  queryKey,
  fetchPage,
  pageSize = DEFAULT_PAGE_SIZE,
  meta,
}: PagedListConfig<T>) {
  return infiniteQueryOptions({
    queryKey,
    meta,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await fetchPage(pageParam, pageSize, signal);
      } catch (error) {
        // An abort is the user moving on (e.g. a new filter), not a failure worth a toast; offline,
        // the list's end says it will load once back online (ListEnd), and the offline banner
        // already says why: an error toast over it would only alarm.
        if (!signal.aborted && onlineManager.isOnline()) toast.add(LIST_ERROR_TOAST);
        throw error;
      }
    },
    initialPageParam: 1,
    // Next request = counter + 1, where the counter is how many pages we already hold.
    getNextPageParam: (last: Paged<T>, all: Paged<T>[]) =>
      last.lastPage ? undefined : all.length + 1,
  });
}

export type PagedList<T> = {
  items: T[];
  total: number | undefined;
  /** Pages loaded so far; 0 before the first answer. */
  page: number;
  fetching: boolean;
  fetched: boolean;
  error: boolean;
  lastPage: boolean;
  loadMore: () => void;
  retry: () => void;
};

export function usePagedList<T>(
  options: ReturnType<typeof pagedListQueryOptions<T>>,
): PagedList<T> {
  // retryOnMount off: a failed loader prefetch already toasted; the UI offers a retry instead
  // of silently firing (and toasting) again on mount.
  const query = useInfiniteQuery({ ...options, retryOnMount: false });
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  return {
    items: pages.flatMap((p) => p.items),
    total: last?.total,
    page: pages.length,
    fetching: query.isFetching,
    fetched: pages.length > 0,
    error: query.isError,
    lastPage: last?.lastPage ?? false,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching && !query.isError) void query.fetchNextPage();
    },
    retry: () => {
      // A failed first page has no "next" page to fetch; refetch starts the list over.
      if (pages.length === 0) void query.refetch();
      else void query.fetchNextPage();
    },
  };
}
