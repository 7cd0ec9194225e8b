import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailBody } from '@contract/settings.ts';
import { authClient } from '@/lib/auth/auth-client';

/** Mails a confirmation link to the new address; the email changes only when it is opened. */
export function changeEmail(userId: string, body: ChangeEmailBody): Promise<{ message: string }> {
  return authClient.post(`/users/${userId}/email`, body);
}

export function useChangeEmail(userId: string) {
  return useMutation({ mutationFn: (body: ChangeEmailBody) => changeEmail(userId, body) });
}
