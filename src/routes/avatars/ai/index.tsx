import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { authGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/avatars/ai/')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => authGuard(preload),
  component: () => (
    <PlaceholderPage
      title="My Angels"
      description="The AI Angels you create will live here, ready to chat."
    />
  ),
});
