import { Outlet, createRootRouteWithContext, useMatches } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { LazyNotFoundView } from '@/components/errors/lazy-views';
import { AppLayout } from '@/components/layout/app-layout';
import { useVars } from '@/features/vars/api/get-vars';
import { useSession } from '@/lib/auth/session-store';
import { Toaster } from '@/lib/toast/toaster';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <LazyNotFoundView />,
});

// The chat outbox flushes on start and on `online` from any page; its code loads only for a
// logged-in user, after the page, so it never weighs on the entry chunk.
const OutboxAutostart = lazy(() => import('@/features/chats/outbox/outbox-autostart'));
// Notifications: a tap opens its chat here, the tab says when it is in view, the offer.
const PushAutostart = lazy(() => import('@/features/push/components/push-autostart'));

/**
 * The one place that picks the page's chrome: the user app's layout (sidebar, bars), unless a
 * matched route brings its own (`staticData.ownLayout`: the agents' console). The toasts show
 * over either.
 */
function RootLayout() {
  const { domainName } = useVars();
  const { user } = useSession();
  const ownLayout = useMatches({
    select: (matches) => matches.some((m) => m.staticData.ownLayout),
  });
  return (
    <>
      {ownLayout ? (
        <Outlet />
      ) : (
        <AppLayout brandName={domainName}>
          <Outlet />
        </AppLayout>
      )}
      <Toaster />
      {user && (
        <Suspense fallback={null}>
          <OutboxAutostart />
          <PushAutostart />
        </Suspense>
      )}
    </>
  );
}
