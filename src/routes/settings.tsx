import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/settings')({
  component: () => (
    <PlaceholderPage
      title="Settings"
      description="Your account, personal details and preferences will be managed here."
    />
  ),
});
