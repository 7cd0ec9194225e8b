import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { authGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/avatars/ai/$id')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => authGuard(preload),
  component: () => (
    <PlaceholderPage
      title="Angel details"
      description="The details of one of your AI Angels will be shown here."
    />
  ),
});
