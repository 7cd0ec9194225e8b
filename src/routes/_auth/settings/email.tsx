import { Link, createFileRoute } from '@tanstack/react-router';
import { EmailForm } from '@/features/settings/components/email-form';
import { useSession } from '@/lib/auth/session-store';

export const Route = createFileRoute('/_auth/settings/email')({
  component: EmailRoute,
});

function EmailRoute() {
  const { user } = useSession();
  // Logged out while here: the logout redirect is already taking the user home.
  if (!user) return null;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <Link to="/settings" className="self-start text-sm text-muted hover:text-fg">
        ‹ Settings
      </Link>
      <h1 className="font-display text-4xl font-semibold">Email</h1>
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6">
        <p>
          <span className="text-sm text-muted">Current email</span>
          <br />
          <span className="text-lg">{user.email}</span>
        </p>
        <p className="text-sm text-muted">
          We send a link to the new address. Your email changes when you open it; your old address
          is told.
        </p>
        <EmailForm userId={user.id} currentEmail={user.email} />
      </div>
    </section>
  );
}
