import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { confirmRegistrationOnce } from '@/features/auth/api/confirm-registration';

/** How long the result stays in view before the main page takes over with its toast. */
const RESULT_VIEW_MS = 1500;

export const Route = createFileRoute('/auth/confirm-registration/$token')({
  loader: async ({ params, preload }) =>
    // A preload (link hover) must not spend the single-use token.
    preload ? null : { activated: await confirmRegistrationOnce(params.token) },
  pendingComponent: () => (
    <section className="mx-auto max-w-xl py-10">
      <h1 className="font-display text-4xl font-semibold">Activating your account</h1>
      <div className="mt-4">
        <Spinner label="Activating your account" />
      </div>
    </section>
  ),
  component: ConfirmRegistrationRoute,
});

function ConfirmRegistrationRoute() {
  const activated = Route.useLoaderData()?.activated ?? false;
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate({
        to: '/',
        search: { 'account-activated': activated ? 'true' : 'false' },
        replace: true,
      });
    }, RESULT_VIEW_MS);
    return () => clearTimeout(timer);
  }, [activated, navigate]);
  return (
    <section className="mx-auto max-w-xl py-10" role="status">
      <h1 className="font-display text-4xl font-semibold">
        {activated ? 'Account activated' : 'Activation failed'}
      </h1>
      <p className="mt-3 text-lg text-muted">
        {activated
          ? 'Your account is ready. Taking you to the main page, where you can log in.'
          : 'This activation link is not valid any more. Taking you to the main page.'}
      </p>
    </section>
  );
}
