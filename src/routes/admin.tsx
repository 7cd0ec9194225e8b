import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/admin')({
  component: () => (
    <PlaceholderPage
      title="Admin"
      description="Customer-care agents will moderate chats and violations here."
    />
  ),
});
