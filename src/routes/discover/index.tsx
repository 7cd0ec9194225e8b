import { createFileRoute } from '@tanstack/react-router';
import { avatarOptionsQueryOptions } from '@/features/discover/api/get-avatar-options';
import { avatarsQueryOptions } from '@/features/discover/api/get-avatars';
import { DiscoverPage } from '@/features/discover/components/discover-page';
import type { DiscoverSearch } from '@/features/discover/model';

export const Route = createFileRoute('/discover/')({
  // A landing page: its loader starts the data while its page's chunk is still on its way
  // (a start from the worker's cache, offline included, has no server hints to do that).
  codeSplitGroupings: [['component'], ['pendingComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // prefetch* never throws: a failure toasts (paged list) and the page shows an inline retry.
    const first = queryClient.prefetchInfiniteQuery(avatarsQueryOptions(deps));
    void queryClient.prefetchQuery(avatarOptionsQueryOptions());
    // Entering the page waits for the first grid (no skeleton flash); a filter change does not,
    // so the controls follow the click at once and the grid shows skeletons meanwhile.
    if (cause !== 'stay') await first;
  },
  component: DiscoverRoute,
});

function DiscoverRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // On the latest location, which a navigation still settling has already moved.
  const onSearchChange = (change: (current: DiscoverSearch) => DiscoverSearch) => {
    void navigate({ search: (current) => change(current) });
  };
  return <DiscoverPage search={search} onSearchChange={onSearchChange} />;
}
