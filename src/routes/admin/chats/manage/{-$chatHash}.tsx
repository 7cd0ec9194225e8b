import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/admin/chats/manage/{-$chatHash}')({
  component: () => (
    <PlaceholderPage
      title="Manage chat"
      description="An agent will read and moderate a conversation here."
    />
  ),
});
