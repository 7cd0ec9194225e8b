import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Violation, WarnBody } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { userChanged } from './user-cache';

export function warnUser(userId: string, body: WarnBody): Promise<Violation> {
  return authClient.post<Violation>(`/admin/users/${encodeURIComponent(userId)}/warn`, body);
}

/** A warning: a violation with its statement of reasons; the user reads it on their next visit. */
export function useWarnUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WarnBody) => warnUser(userId, body),
    onSuccess: () => userChanged(queryClient),
  });
}
