import { apiClient } from '@/lib/api-client';

export function confirmRegistration(token: string): Promise<{ message: string }> {
  return apiClient.post('/auth/confirm-registration', { token });
}

// A token works once: React StrictMode or a re-run loader must not spend it twice.
const attempts = new Map<string, Promise<boolean>>();

/** Resolves true when the account was activated, false for any failure. */
export function confirmRegistrationOnce(token: string): Promise<boolean> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = confirmRegistration(token).then(
      () => true,
      () => false,
    );
    attempts.set(token, attempt);
  }
  return attempt;
}
