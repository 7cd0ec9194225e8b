import { createFileRoute } from '@tanstack/react-router';
import { EmailForm } from '@/features/settings/components/email-form';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useSession } from '@/lib/auth/session-store';

export const Route = createFileRoute('/_auth/settings/email')({
  component: EmailRoute,
});

function EmailRoute() {
  const { user } = useSession();
  // Logged out while here: the logout redirect is already taking the user home.
  if (!user) return null;
  return (
    <SettingsPage title="Email">
      <p>
        <span className="text-sm text-muted">Current email</span>
        <br />
        <span className="text-lg">{user.email}</span>
      </p>
      <p className="text-sm text-muted">
        We send a link to the new address. Your email changes when you open it; your old address is
        told.
      </p>
      <EmailForm userId={user.id} currentEmail={user.email} />
    </SettingsPage>
  );
}
