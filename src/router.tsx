import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { AppOverlays } from '@/app-overlays';
import { ErrorView } from '@/components/errors/error-view';
import { NotFoundView } from '@/components/errors/not-found-view';
import { PagePending } from '@/components/page-pending';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns freshness; the router should always ask it rather than cache loader results.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: () => <NotFoundView />,
    defaultPendingComponent: PagePending,
    InnerWrap: AppOverlays,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The route runs the auth guard: logging out here goes to the main route (spec §2). */
    requiresAuth?: boolean;
  }
}
