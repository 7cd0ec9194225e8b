import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { NotFoundView } from '@/components/errors/not-found-view';
import { AppLayout } from '@/components/layout/app-layout';
import { useVars } from '@/features/vars/api/get-vars';
import { useSession } from '@/lib/auth/session-store';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFoundView />,
});

// The chat outbox flushes on start and on `online` from any page; its code loads only for a
// logged-in user, after the page, so it never weighs on the entry chunk.
const OutboxAutostart = lazy(() => import('@/features/chats/outbox/outbox-autostart'));

function RootLayout() {
  const { domainName } = useVars();
  const { user } = useSession();
  return (
    <AppLayout brandName={domainName}>
      <Outlet />
      {user && (
        <Suspense fallback={null}>
          <OutboxAutostart />
        </Suspense>
      )}
    </AppLayout>
  );
}
