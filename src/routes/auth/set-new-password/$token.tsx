import { createFileRoute, redirect } from '@tanstack/react-router';
import { showAuthDialog } from '@/lib/auth/dialog-controller';

/** The e-mailed reset link: open the dialog over the main page, which carries the token. */
export const Route = createFileRoute('/auth/set-new-password/$token')({
  beforeLoad: ({ params, preload }) => {
    if (!preload) showAuthDialog('reset-password');
    throw redirect({ to: '/', search: { 'reset-token': params.token }, replace: true });
  },
});
