import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth/auth-client';
import { clearSession } from '@/lib/auth/session-store';

/** Every refresh token of the account is revoked; then this device forgets its session too. */
export async function logoutEverywhere(userId: string): Promise<void> {
  await authClient.delete<void>(`/users/${userId}/sessions`);
  clearSession();
}

/** `onSuccess` runs even though the page that asked unmounts as the session ends. */
export function useLogoutEverywhere(userId: string, onSuccess: () => void) {
  return useMutation({ mutationFn: () => logoutEverywhere(userId), onSuccess });
}
