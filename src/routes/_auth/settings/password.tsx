import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { PasswordForm } from '@/features/users/components/password-form';
import { useSession } from '@/lib/auth/session-store';

export const Route = createFileRoute('/_auth/settings/password')({
  component: PasswordRoute,
});

/** The same form as on personal details, on a page of its own for the settings list. */
function PasswordRoute() {
  const { user } = useSession();
  // Logged out while here: the logout redirect is already taking the user home.
  if (!user) return null;
  return (
    <SettingsPage title="Password">
      <PasswordForm userId={user.id} />
    </SettingsPage>
  );
}
