import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { premiumGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/avatars/personal/create')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => premiumGuard(preload),
  component: () => (
    <PlaceholderPage
      title="Create your personal avatar"
      description="The personal avatar generator, a Premium feature, will open here."
    />
  ),
});
