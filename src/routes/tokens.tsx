import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { authGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/tokens')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => authGuard(preload),
  component: () => (
    <PlaceholderPage
      title="Tokens"
      description="Your token balance and token packages will be shown here."
    />
  ),
});
