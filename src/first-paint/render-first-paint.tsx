/**
 * The server's first paint of a landing page (`/`, `/discover`, `/discover/{id}`): the app's own
 * pages rendered to HTML as a visitor who is not logged in sees them, with the data read from the
 * API in-process. The browser paints it while the scripts are still on their way; the app
 * replaces it when it mounts (createRoot, not hydration: the session, the age check and the
 * screen are only known in the browser). Until then it is inert: nothing typed into a picture
 * of the page could be kept. Built for Node by scripts/vite-first-paint.ts.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { varsQueryOptions } from '@/features/vars/api/get-vars';
import { readThrough } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast/toast-store';
import { createAppRouter } from '@/router';
import { FIRST_PAINT_ATTRIBUTE } from './first-paint';

/** Answers a GET on the app's own API, as the browser would get it. */
export type ApiFetch = (url: string) => Promise<Response>;

/**
 * React hoists the images a page loads eagerly as `<link rel=preload>` ahead of the markup. The
 * page's <head> already hints what it needs first (server/first-load), the one portrait that is
 * its largest paint among it: more portraits would compete with it.
 */
const HOISTED_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** The page's markup, or null when it has none to show (not found, redirected, failed). */
export async function renderFirstPaint(url: string, api: ApiFetch): Promise<string | null> {
  readThrough((input) => api(input));
  const queryClient = createQueryClient();
  await queryClient.ensureQueryData(varsQueryOptions());
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  // Rendered on a server, scroll restoration is an inline script: a first paint runs nothing
  // (the page's policy would refuse it), and the app restores the scroll when it mounts.
  router.update({ ...router.options, scrollRestoration: false });
  try {
    await router.load();
    // A not-found, a redirect or a failed read: the app decides what to show, not a first paint.
    if (router.state.matches.some((match) => match.status !== 'success')) return null;
    return wrap(
      renderToString(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    );
  } finally {
    queryClient.clear();
    // Module state outlives a render here: a failed read's toast is nobody's to see.
    toast.clear();
  }
}

let matcher: ReturnType<typeof createAppRouter> | null = null;

/**
 * Whether the app has a page at `pathname`, by the router's own matching (the same route tree the
 * browser runs): the server answers the others with the 404 view and status 404. A page whose
 * route matches but whose data is missing (an unknown Angel) is the route's to tell.
 */
export function isAppPath(pathname: string): boolean {
  matcher ??= createAppRouter(createQueryClient(), createMemoryHistory());
  const [, params, found] = matcher.getMatchedRoutes(pathname);
  // A fuzzy match keeps what is left over of the path under '**': the router shows its 404 too.
  return found !== undefined && !('**' in params);
}

function wrap(page: string): string {
  return `<div ${FIRST_PAINT_ATTRIBUTE} inert>${page.replace(HOISTED_PRELOADS, '')}</div>`;
}
