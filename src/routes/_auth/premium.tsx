import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { plansQueryOptions } from '@/features/billing/api/get-plans';
import { subscriptionQueryOptions } from '@/features/billing/api/get-subscription';
import { PremiumPage } from '@/features/billing/components/premium-page';
import { parsePaymentReturn, type PaymentReturnSearch } from '@/features/billing/payment-return';
import { useVars } from '@/features/vars/api/get-vars';

export const Route = createFileRoute('/_auth/premium')({
  // The payment page returns here with ?payment=success|canceled&order=<id>.
  validateSearch: (raw: PaymentReturnSearch & SearchSchemaInput) =>
    parsePaymentReturn(raw as Record<string, unknown>),
  loader: async ({ context: { queryClient } }) => {
    // prefetch* never throws; offline, the persisted plans and subscription show instead.
    await Promise.all([
      queryClient.prefetchQuery(plansQueryOptions()),
      queryClient.prefetchQuery(subscriptionQueryOptions()),
    ]);
  },
  component: PremiumRoute,
});

function PremiumRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { paymentPageUrl } = useVars();
  return (
    <PremiumPage
      paymentPageUrl={paymentPageUrl}
      search={search}
      clearSearch={() => void navigate({ search: {}, replace: true })}
    />
  );
}
