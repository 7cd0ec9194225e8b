import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/chats/')({
  component: () => (
    <PlaceholderPage
      title="Chats"
      description="Choose a one-to-one or a group conversation with your Angels here."
    />
  ),
});
