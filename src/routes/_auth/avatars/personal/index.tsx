import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/_auth/avatars/personal/')({
  component: () => (
    <PlaceholderPage
      title="Personal avatar"
      description="Your personal avatar and its look will be managed here."
    />
  ),
});
