import { Link, createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { confirmEmailOnce, type EmailConfirmation } from '@/features/settings/api/confirm-email';
import { EmailConfirmationView } from '@/features/settings/components/email-confirmation';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { useSession } from '@/lib/auth/session-store';
import { refreshUser } from '@/lib/auth/user-refresh';
import { useRetryWhenOnline } from '@/lib/use-online';

const FAILED: EmailConfirmation = {
  result: 'failed',
  message: 'This confirmation link is invalid or has expired.',
};

/** The link mailed to a new address: confirms it, logged in or not, and says so. */
export const Route = createFileRoute('/auth/confirm-email/$token')({
  loader: async ({ params, preload }) =>
    // A preload (link hover) must not spend the single-use token.
    preload ? null : { confirmation: await confirmEmailOnce(params.token) },
  pendingComponent: () => (
    <section className="mx-auto max-w-xl py-10">
      <h1 className="font-display text-4xl font-semibold">Confirming your email address</h1>
      <div className="mt-4">
        <Spinner label="Confirming your email address" />
      </div>
    </section>
  ),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const confirmation = Route.useLoaderData()?.confirmation ?? FAILED;
  const { user } = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  // Changed before covers a first try whose answer was lost on the way.
  const changed = confirmation.result === 'changed' || confirmation.result === 'already-confirmed';
  const noAnswer = confirmation.result === 'network';
  const loggedIn = user !== null;

  useEffect(() => {
    // Logged in here: the menu and settings show the new address (whichever account it was).
    if (changed && loggedIn) void refreshUser();
  }, [changed, loggedIn]);

  // No answer: the loader asks again (that attempt was not kept), on request or once back
  // online. Clicks while it is out share its request.
  const retry = useCallback(() => {
    if (noAnswer) void router.invalidate();
  }, [noAnswer, router]);
  useRetryWhenOnline(retry);

  const action = noAnswer ? (
    <Button onClick={retry}>Try again</Button>
  ) : loggedIn ? (
    <Link to="/settings" className={buttonClasses('primary')}>
      Back to settings
    </Link>
  ) : (
    <Button
      onClick={() => {
        void navigate({ to: '/', replace: true }).then(() => showAuthDialog('login'));
      }}
    >
      Log in
    </Button>
  );
  return <EmailConfirmationView confirmation={confirmation} action={action} />;
}
