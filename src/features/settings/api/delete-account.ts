import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@contract/settings.ts';
import { authClient } from '@/lib/auth/auth-client';
import { forgetReturningUser } from '@/lib/auth/returning-user';
import { clearSession } from '@/lib/auth/session-store';

/** Deleted on the server (every session with it); then this device forgets the session. */
export async function deleteAccount(userId: string, body: DeleteAccountBody): Promise<void> {
  await authClient.post<void>(`/users/${userId}/deletion`, body);
  // No account any more: this device offers "Create account" again, not "Log in".
  forgetReturningUser();
  clearSession();
}

/** `onSuccess` runs even though the page that asked unmounts as the session ends. */
export function useDeleteAccount(userId: string, onSuccess: () => void) {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => deleteAccount(userId, body),
    onSuccess,
  });
}
