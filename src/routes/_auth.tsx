import { createFileRoute } from '@tanstack/react-router';
import { authGuard } from '@/lib/auth/guards';

/**
 * Every page that needs a logged-in user lives under this pathless layout (the `_auth` folder
 * adds nothing to the URL), so the auth guard runs once for all of them, before any child's own
 * `beforeLoad` or loader. `requiresAuth` tells the logout redirect that these pages need it.
 */
export const Route = createFileRoute('/_auth')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload, location }) => authGuard(preload, undefined, location.href),
});
