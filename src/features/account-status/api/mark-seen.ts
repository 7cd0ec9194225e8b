import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus, AccountStatusSeenBody } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { accountStatusKeys } from './query-keys';

/**
 * The user has read the notice: the violations it showed (by id) are not shown on arrival
 * again. Only those: one decided while the notice was open still gets its notice.
 */
export function markAccountStatusSeen(userId: string, ids: readonly string[]): Promise<void> {
  const body: AccountStatusSeenBody = { ids: [...ids] };
  return authClient.post<void>(`/users/${userId}/account-status/seen`, body);
}

export function useMarkSeen(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => markAccountStatusSeen(userId, ids),
    onSuccess: (_done, ids) => {
      const shown = new Set(ids);
      const queryKey = accountStatusKeys.status(userId);
      // A read begun before the server recorded this would bring the notice back: read again.
      if (queryClient.isFetching({ queryKey }) > 0) {
        void queryClient.invalidateQueries({ queryKey });
      }
      queryClient.setQueryData<AccountStatus>(
        queryKey,
        (status) =>
          status && {
            ...status,
            violations: status.violations.map((violation) =>
              shown.has(violation.id) ? { ...violation, seen: true } : violation,
            ),
          },
      );
    },
  });
}
