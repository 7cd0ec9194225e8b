import { AUTH_ERROR_CODES } from '@contract/constants.ts';
import type { EmailChanged } from '@contract/settings.ts';
import { ApiRequestError, apiClient } from '@/lib/api-client';

export type EmailConfirmation =
  | { result: 'changed'; email: string }
  | { result: 'already-confirmed' | 'taken' | 'failed'; message: string };

export function confirmEmail(token: string): Promise<EmailChanged> {
  return apiClient.post('/users/confirm-email', { token });
}

// A token works once: React StrictMode or a re-run loader must not spend it twice.
const attempts = new Map<string, Promise<EmailConfirmation>>();

/** Changed now, changed before (the link opened again), taken meanwhile, or any other failure. */
export function confirmEmailOnce(token: string): Promise<EmailConfirmation> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = confirmEmail(token).then(
      ({ email }): EmailConfirmation => ({ result: 'changed', email }),
      (error: unknown): EmailConfirmation => {
        if (!(error instanceof ApiRequestError)) {
          return { result: 'failed', message: 'The address could not be confirmed.' };
        }
        const result =
          error.code === AUTH_ERROR_CODES.alreadyConfirmed
            ? 'already-confirmed'
            : error.code === AUTH_ERROR_CODES.emailTaken
              ? 'taken'
              : 'failed';
        return { result, message: error.message };
      },
    );
    attempts.set(token, attempt);
  }
  return attempt;
}
