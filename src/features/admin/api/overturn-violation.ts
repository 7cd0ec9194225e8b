import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Violation } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { userChanged } from './user-cache';

export function overturnViolation(id: string, reason: string): Promise<Violation> {
  return authClient.post<Violation>(`/admin/violations/${encodeURIComponent(id)}/overturn`, {
    reason,
  });
}

/** Undoes a violation found wrong: it stops counting towards the ladder. */
export function useOverturnViolation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => overturnViolation(id, reason),
    onSuccess: () => userChanged(queryClient),
  });
}
