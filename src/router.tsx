import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { AppOverlays } from '@/app-overlays';
import { LazyNotFoundView } from '@/components/errors/lazy-views';
import { RouteErrorView } from '@/components/errors/route-error-view';
import { PagePending } from '@/components/page-pending';
import { bindNavigationTarget } from '@/lib/pwa/chunk-recovery';
import { stringifySearch } from '@/lib/search-params';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

/** `history`: the browser's by default; the server's first paint gives the page's URL. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Lists as the spec writes them (`ethnicity=ASIAN,BLACK`), not as JSON.
    stringifySearch,
    defaultPreload: 'intent',
    // Query owns freshness; the router should always ask it rather than cache loader results.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: () => <LazyNotFoundView />,
    defaultPendingComponent: PagePending,
    InnerWrap: AppOverlays,
  });
  // A chunk that fails while a navigation loads belongs to the page being opened; one that
  // fails while the router is idle was a hover preload, retried if the link is followed.
  bindNavigationTarget(() =>
    router.state.status === 'pending' ? router.state.location.href : null,
  );
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Set by the auth layout: logging out on a page below it goes to the main route. */
    requiresAuth?: boolean;
    /** The route renders its own chrome (the agents' console): the user app's layout stays out. */
    ownLayout?: boolean;
  }
}
