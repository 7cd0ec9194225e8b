import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/chat/group/$chatHash')({
  component: () => (
    <PlaceholderPage
      title="Group chat"
      description="Your group conversation with several Angels will open here."
    />
  ),
});
