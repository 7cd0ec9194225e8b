import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/admin/chats/')({
  component: () => (
    <PlaceholderPage
      title="Chat queue"
      description="Chats waiting for a customer-care agent will queue here."
    />
  ),
});
