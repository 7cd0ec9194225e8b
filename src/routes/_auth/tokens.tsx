import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { packagesQueryOptions } from '@/features/billing/api/get-packages';
import { historyQueryOptions, keepFirstHistoryPage } from '@/features/billing/api/get-history';
import { TokensPage } from '@/features/billing/components/tokens-page';
import { parsePaymentReturn, type PaymentReturnSearch } from '@/features/billing/payment-return';
import { useVars } from '@/features/vars/api/get-vars';

export const Route = createFileRoute('/_auth/tokens')({
  // The payment page returns here with ?payment=success|canceled&order=<id>.
  validateSearch: (raw: PaymentReturnSearch & SearchSchemaInput) =>
    parsePaymentReturn(raw as Record<string, unknown>),
  loader: async ({ context: { queryClient } }) => {
    // A stale history is read again page by page: only its newest page is worth it.
    keepFirstHistoryPage(queryClient);
    // prefetch* never throws; offline, the persisted packages and history show instead.
    await Promise.all([
      queryClient.prefetchQuery(packagesQueryOptions()),
      queryClient.prefetchInfiniteQuery(historyQueryOptions()),
    ]);
  },
  component: TokensRoute,
});

function TokensRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { paymentPageUrl } = useVars();
  return (
    <TokensPage
      paymentPageUrl={paymentPageUrl}
      search={search}
      clearSearch={() => void navigate({ search: {}, replace: true })}
    />
  );
}
