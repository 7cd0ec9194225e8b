import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/chats')({
  component: () => (
    <PlaceholderPage
      title="Chats"
      description="Your one-to-one and group conversations with your Angels will be listed here."
    />
  ),
});
