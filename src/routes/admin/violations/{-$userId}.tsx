import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { recentViolationsQueryOptions } from '@/features/admin/api/get-recent-violations';
import { userHistoryQueryOptions } from '@/features/admin/api/get-user-history';
import { ViolationsPage } from '@/features/admin/components/violations/violations-page';
import { ViolationsSkeleton } from '@/features/admin/components/violations/violations-skeleton';
import { parseViolationsSearch, type ViolationsSearch } from '@/features/admin/search';
import { ensureFresh } from '@/lib/ensure-found';

/** A user's moderation history (found by email, kept in the URL); without one, the latest. */
export const Route = createFileRoute('/admin/violations/{-$userId}')({
  validateSearch: (raw: ViolationsSearch & SearchSchemaInput) =>
    parseViolationsSearch(raw as Record<string, unknown>),
  search: { middlewares: [stripSearchParams({ email: '' })] },
  loader: async ({ context: { queryClient }, params: { userId } }) => {
    await (userId
      ? ensureFresh(queryClient, userHistoryQueryOptions(userId))
      : ensureFresh(queryClient, recentViolationsQueryOptions()));
  },
  pendingComponent: ViolationsSkeleton,
  component: ViolationsRoute,
});

function ViolationsRoute() {
  const { userId } = Route.useParams();
  const { email = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ViolationsPage
      userId={userId}
      email={email}
      onEmailChange={(next) =>
        void navigate({ search: next ? { email: next } : {}, replace: true })
      }
    />
  );
}
