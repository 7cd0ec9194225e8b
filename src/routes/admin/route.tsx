import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ConsoleLayout } from '@/features/admin/components/console-layout';
import { useVars } from '@/features/vars/api/get-vars';
import { adminGuard } from '@/lib/auth/guards';

/**
 * The agents' console: the admin guard runs here once, for `/admin` itself and every page below
 * it. The console brings its own chrome (`ownLayout`: the root leaves the user app's layout
 * out), and logging out here goes to the main page like any page that needs a login.
 */
export const Route = createFileRoute('/admin')({
  staticData: { ownLayout: true, requiresAuth: true },
  beforeLoad: ({ preload }) => adminGuard(preload),
  component: AdminLayout,
});

function AdminLayout() {
  const { domainName } = useVars();
  return (
    <ConsoleLayout brandName={domainName}>
      <Outlet />
    </ConsoleLayout>
  );
}
