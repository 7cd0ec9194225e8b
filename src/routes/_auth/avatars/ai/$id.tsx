import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/_auth/avatars/ai/$id')({
  component: () => (
    <PlaceholderPage
      title="Angel details"
      description="The details of one of your AI Angels will be shown here."
    />
  ),
});
