import { AUTH_ERROR_CODES } from '@contract/constants.ts';
import { ApiRequestError, apiClient } from '@/lib/api-client';

export type ConfirmationResult = 'activated' | 'already-confirmed' | 'failed';

export function confirmRegistration(token: string): Promise<{ message: string }> {
  return apiClient.post('/auth/confirm-registration', { token });
}

// A token works once: React StrictMode or a re-run loader must not spend it twice.
const attempts = new Map<string, Promise<ConfirmationResult>>();

/** Activated now, confirmed before (the link opened again), or any other failure. */
export function confirmRegistrationOnce(token: string): Promise<ConfirmationResult> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = confirmRegistration(token).then(
      (): ConfirmationResult => 'activated',
      (error: unknown): ConfirmationResult =>
        error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.alreadyConfirmed
          ? 'already-confirmed'
          : 'failed',
    );
    attempts.set(token, attempt);
  }
  return attempt;
}
