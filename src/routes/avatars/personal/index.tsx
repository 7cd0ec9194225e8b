import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { authGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/avatars/personal/')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => authGuard(preload),
  component: () => (
    <PlaceholderPage
      title="Personal avatar"
      description="Your personal avatar and its look will be managed here."
    />
  ),
});
