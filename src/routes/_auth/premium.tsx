import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/_auth/premium')({
  component: () => (
    <PlaceholderPage
      title="Premium"
      description="Premium plans with unlimited chats and personal avatars will be offered here."
    />
  ),
});
