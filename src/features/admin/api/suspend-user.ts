import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspendBody, Violation } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { userChanged } from './user-cache';

export function suspendUser(userId: string, body: SuspendBody): Promise<Violation> {
  return authClient.post<Violation>(`/admin/users/${encodeURIComponent(userId)}/suspend`, body);
}

/** Suspends for some days, or closes the account when the ladder says so (the server decides). */
export function useSuspendUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuspendBody) => suspendUser(userId, body),
    onSuccess: () => userChanged(queryClient),
  });
}
