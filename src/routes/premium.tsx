import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { authGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/premium')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => authGuard(preload),
  component: () => (
    <PlaceholderPage
      title="Premium"
      description="Premium plans with unlimited chats and personal avatars will be offered here."
    />
  ),
});
