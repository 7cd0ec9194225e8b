import { useQuery } from '@tanstack/react-query';
import type { SubscriptionState } from '@contract/billing.ts';
import { authClient } from '@/lib/auth/auth-client';

/** The subscription as deletion sees it: read fresh when the dialog opens, never kept. */
export function useSubscriptionForDeletion() {
  return useQuery({
    queryKey: ['settings', 'deletion', 'subscription'],
    queryFn: ({ signal }) => authClient.get<SubscriptionState>('/premium/subscription', { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
