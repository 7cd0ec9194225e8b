import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/_auth/tokens')({
  component: () => (
    <PlaceholderPage
      title="Tokens"
      description="Your token balance and token packages will be shown here."
    />
  ),
});
