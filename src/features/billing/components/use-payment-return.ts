import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshUser } from '@/lib/auth/user-refresh';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { orderQueryOptions, readSettledOrder } from '../api/get-order';
import { subscriptionQueryOptions } from '../api/get-subscription';
import { billingKeys } from '../api/query-keys';
import { paymentReturnToast } from '../model';
import type { PaymentReturnSearch } from '../payment-return';

/** Returns already reported (a remount, StrictMode's second effect) are not toasted twice. */
const reported = new Set<string>();

/**
 * Back from the payment page (`?payment=…&order=…`): the params leave the URL at once, the
 * order is read to say what happened (waiting for a payment that is still being confirmed), and
 * the balance, history and subscription are refreshed.
 */
export function usePaymentReturn(
  search: PaymentReturnSearch,
  clearSearch: () => void,
  onPurchased: () => void,
): void {
  const queryClient = useQueryClient();
  const { payment, order } = search;
  useEffect(() => {
    if (!payment && !order) return;
    clearSearch();
    const key = `${payment}:${order}`;
    if (!payment || reported.has(key)) return;
    reported.add(key);
    void (async () => {
      const found = !order
        ? undefined
        : payment === 'success'
          ? await readSettledOrder(queryClient, order)
          : await queryClient.fetchQuery(orderQueryOptions(order)).catch(() => undefined);
      // Paid (or being confirmed): the coupon was used.
      if (payment === 'success' && (found?.status === 'complete' || found?.status === 'open')) {
        onPurchased();
      }
      const [state] = await Promise.all([
        queryClient.fetchQuery({ ...subscriptionQueryOptions(), staleTime: 0 }).catch(() => null),
        refreshUser(),
        queryClient.invalidateQueries({ queryKey: billingKeys.history() }),
      ]);
      const until = state?.subscription?.currentPeriodEnd;
      toast.add({ ...paymentReturnToast(payment, found, until), life: DEFAULT_TOAST_LIFE });
    })();
    // clearSearch and onPurchased are fresh functions each render; the params are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment, order, queryClient]);
}
