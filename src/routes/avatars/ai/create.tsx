import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/avatars/ai/create')({
  component: () => (
    <PlaceholderPage
      title="Create an Angel"
      description="The AI avatar generator will open here."
    />
  ),
});
