import { createFileRoute } from '@tanstack/react-router';
import { SpendingLimits } from '@/features/billing/components/spending-limits-form';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useSession } from '@/lib/auth/session-store';

export const Route = createFileRoute('/_auth/settings/spending')({
  component: SpendingRoute,
});

function SpendingRoute() {
  const { user } = useSession();
  // Logged out while here: the logout redirect is already taking the user home.
  if (!user) return null;
  return (
    <SettingsPage title="Spending limits">
      <SpendingLimits userId={user.id} />
    </SettingsPage>
  );
}
