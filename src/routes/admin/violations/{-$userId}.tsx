import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/admin/violations/{-$userId}')({
  component: () => (
    <PlaceholderPage
      title="Violations"
      description="Reported violations and user warnings will be reviewed here."
    />
  ),
});
