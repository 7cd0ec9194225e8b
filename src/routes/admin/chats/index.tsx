import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { casesQueryOptions } from '@/features/admin/api/get-cases';
import { QueuePage } from '@/features/admin/components/queue/queue-page';
import { QueueSkeleton } from '@/features/admin/components/queue/queue-skeleton';
import { QUEUE_DEFAULTS, parseQueueSearch, type QueueSearch } from '@/features/admin/search';

/** The chat queue: filters in the URL, so a view can be shared and survives a reload. */
export const Route = createFileRoute('/admin/chats/')({
  validateSearch: (raw: Partial<QueueSearch> & SearchSchemaInput) =>
    parseQueueSearch(raw as Record<string, unknown>),
  search: { middlewares: [stripSearchParams(QUEUE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const first = queryClient.prefetchInfiniteQuery(casesQueryOptions(deps));
    // Opening the queue waits for it; a filter change shows skeletons instead of holding.
    if (cause !== 'stay') await first;
  },
  pendingComponent: QueueSkeleton,
  component: QueueRoute,
});

function QueueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <QueuePage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
