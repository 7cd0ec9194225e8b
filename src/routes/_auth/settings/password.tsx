import { Link, createFileRoute } from '@tanstack/react-router';
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
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <Link to="/settings" className="self-start text-sm text-muted hover:text-fg">
        ‹ Settings
      </Link>
      <h1 className="font-display text-4xl font-semibold">Password</h1>
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6">
        <PasswordForm userId={user.id} />
      </div>
    </section>
  );
}
