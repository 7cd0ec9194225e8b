import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundView } from '@/components/errors/not-found-view';
import { AppLayout } from '@/components/layout/app-layout';
import { useVars } from '@/features/vars/api/get-vars';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFoundView />,
});

function RootLayout() {
  const { domainName } = useVars();
  return (
    <AppLayout brandName={domainName}>
      <Outlet />
    </AppLayout>
  );
}
