import { createFileRoute } from '@tanstack/react-router';
import { adminGuard } from '@/lib/auth/guards';

/**
 * The agents' admin app: the admin guard runs here once, for `/admin` itself and every page
 * below it. Its own chrome comes later.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ preload }) => adminGuard(preload),
});
