import { createFileRoute } from '@tanstack/react-router';
import { accountStatusQueryOptions } from '@/features/account-status/api/get-account-status';
import { AccountStatusView } from '@/features/account-status/components/account-status-view';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useVars } from '@/features/vars/api/get-vars';
import { sessionStore, useSession } from '@/lib/auth/session-store';
import { ensureFresh } from '@/lib/ensure-found';

export const Route = createFileRoute('/_auth/settings/account-status')({
  loader: async ({ context: { queryClient } }) => {
    // The auth layout's guard has run; logged out meanwhile, the logout redirect takes over.
    const userId = sessionStore.getSnapshot().user?.id;
    if (userId) await ensureFresh(queryClient, accountStatusQueryOptions(userId));
  },
  component: AccountStatusRoute,
});

function AccountStatusRoute() {
  const { user } = useSession();
  const { supportEmail } = useVars();
  // Logged out while here: the logout redirect is already taking the user home.
  if (!user) return null;
  return (
    <SettingsPage title="Account status">
      <AccountStatusView userId={user.id} supportEmail={supportEmail} />
    </SettingsPage>
  );
}
