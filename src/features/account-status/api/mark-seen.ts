import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { accountStatusKeys } from './query-keys';

/** The user has read the notice: its warnings and suspensions are not shown on arrival again. */
export function markAccountStatusSeen(userId: string): Promise<void> {
  return authClient.post<void>(`/users/${userId}/account-status/seen`);
}

export function useMarkSeen(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAccountStatusSeen(userId),
    onSuccess: () =>
      queryClient.setQueryData<AccountStatus>(
        accountStatusKeys.status(userId),
        (status) =>
          status && {
            ...status,
            violations: status.violations.map((violation) => ({ ...violation, seen: true })),
          },
      ),
  });
}
