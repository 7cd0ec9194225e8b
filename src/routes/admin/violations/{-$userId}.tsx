import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { adminGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/admin/violations/{-$userId}')({
  beforeLoad: ({ preload }) => adminGuard(preload),
  component: () => (
    <PlaceholderPage
      title="Violations"
      description="Reported violations and user warnings will be reviewed here."
    />
  ),
});
