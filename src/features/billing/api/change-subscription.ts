import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionState } from '@contract/billing.ts';
import { authClient } from '@/lib/auth/auth-client';
import { refreshUser } from '@/lib/auth/user-refresh';
import { billingKeys } from './query-keys';

export type SubscriptionChange = 'cancel' | 'resume';

export function changeSubscription(change: SubscriptionChange): Promise<SubscriptionState> {
  return authClient.post<SubscriptionState>(`/premium/subscription/${change}`);
}

/** Cancel at period end, or resume; the answer is the new state, and the user record follows. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: (state) => {
      queryClient.setQueryData(billingKeys.subscription(), state);
      void refreshUser();
    },
  });
}
