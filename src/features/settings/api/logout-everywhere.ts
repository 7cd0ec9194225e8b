import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth/auth-client';
import { forgetReturningUser } from '@/lib/auth/returning-user';
import { clearSession } from '@/lib/auth/session-store';

/** Every refresh token of the account is revoked; then this device forgets its session too. */
export async function logoutEverywhere(userId: string): Promise<void> {
  await authClient.delete<void>(`/users/${userId}/sessions`);
  // Chosen here; the other devices were logged out by the rules and keep offering "Log in".
  forgetReturningUser();
  clearSession();
}

/** `onSuccess` runs even though the page that asked unmounts as the session ends. */
export function useLogoutEverywhere(userId: string, onSuccess: () => void) {
  return useMutation({ mutationFn: () => logoutEverywhere(userId), onSuccess });
}
