import { createFileRoute } from '@tanstack/react-router';
import { premiumGuard } from '@/lib/auth/guards';

/** Premium-only pages: inside the auth layout, so the user is logged in when this runs. */
export const Route = createFileRoute('/_auth/_premium-user')({
  beforeLoad: ({ preload }) => premiumGuard(preload),
});
