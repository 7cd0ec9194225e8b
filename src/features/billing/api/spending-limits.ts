import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Spending, SpendingLimitsBody } from '@contract/spending.ts';
import { authClient } from '@/lib/auth/auth-client';
import { billingKeys } from './query-keys';

const path = (userId: string) => `/users/${userId}/spending-limits`;

/** The user's monthly spending limits and this month's spend against them. */
export function useSpending(userId: string) {
  return useQuery({
    queryKey: billingKeys.spending(),
    queryFn: ({ signal }) => authClient.get<Spending>(path(userId), { signal }),
  });
}

export function useSaveSpendingLimits(userId: string, onSaved: (saved: Spending) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpendingLimitsBody) => authClient.put<Spending>(path(userId), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(billingKeys.spending(), saved);
      onSaved(saved);
    },
  });
}
