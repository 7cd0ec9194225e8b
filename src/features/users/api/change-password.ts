import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@contract/auth.ts';
import { authClient } from '@/lib/auth/auth-client';

export function changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
  return authClient.post<void>(`/users/${userId}/password`, body);
}

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(userId, body) });
}
