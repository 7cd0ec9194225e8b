import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/_auth/_premium-user/avatars/personal/create')({
  component: () => (
    <PlaceholderPage
      title="Create your personal avatar"
      description="The personal avatar generator, a Premium feature, will open here."
    />
  ),
});
