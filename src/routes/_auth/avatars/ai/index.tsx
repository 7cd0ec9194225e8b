import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/_auth/avatars/ai/')({
  component: () => (
    <PlaceholderPage
      title="My Angels"
      description="The AI Angels you create will live here, ready to chat."
    />
  ),
});
