import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import {
  confirmRegistrationOnce,
  type ConfirmationResult,
} from '@/features/auth/api/confirm-registration';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { isLoggedIn } from '@/lib/auth/session-store';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

/** How long the result stays in view before the main page takes over with its toast. */
const RESULT_VIEW_MS = 1500;

const VIEWS: Record<ConfirmationResult, { title: string; text: string }> = {
  activated: {
    title: 'Account activated',
    text: 'Your account is ready. Taking you to the main page, where you can log in.',
  },
  'already-confirmed': {
    title: 'Already confirmed',
    text: 'Your account is already confirmed. Taking you to the main page, where you can log in.',
  },
  failed: {
    title: 'Activation failed',
    text: 'This activation link is not valid any more. Taking you to the main page.',
  },
};

export const Route = createFileRoute('/auth/confirm-registration/$token')({
  loader: async ({ params, preload }) =>
    // A preload (link hover) must not spend the single-use token.
    preload ? null : { result: await confirmRegistrationOnce(params.token) },
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
  const result = Route.useLoaderData()?.result ?? 'failed';
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      // The main page raises the activation toast from its `account-activated` parameter.
      const activated = result === 'failed' ? 'false' : result === 'activated' ? 'true' : undefined;
      void navigate({ to: '/', search: { 'account-activated': activated }, replace: true }).then(
        () => {
          if (result === 'failed' || isLoggedIn()) return;
          if (result === 'already-confirmed') {
            toast.add({
              severity: 'info',
              summary: 'Your account is already confirmed. You can log in.',
              life: DEFAULT_TOAST_LIFE,
            });
          }
          // Confirmed: the next step is logging in, so offer it at once.
          showAuthDialog('login');
        },
      );
    }, RESULT_VIEW_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  const view = VIEWS[result];
  return (
    <section className="mx-auto max-w-xl py-10" role="status">
      <h1 className="font-display text-4xl font-semibold">{view.title}</h1>
      <p className="mt-3 text-lg text-muted">{view.text}</p>
    </section>
  );
}
