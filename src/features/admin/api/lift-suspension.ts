import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModeratedUser } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { userChanged } from './user-cache';

export function liftSuspension(userId: string, reason: string): Promise<ModeratedUser> {
  return authClient.post<ModeratedUser>(`/admin/users/${encodeURIComponent(userId)}/lift`, {
    reason,
  });
}

/** Ends a suspension (or reopens a closed account) before its time, with the reason. */
export function useLiftSuspension(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => liftSuspension(userId, reason),
    onSuccess: () => userChanged(queryClient),
  });
}
