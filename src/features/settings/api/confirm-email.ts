import { AUTH_ERROR_CODES } from '@contract/constants.ts';
import type { EmailChanged } from '@contract/settings.ts';
import { ApiRequestError, apiClient, CLIENT_ERROR_CODES } from '@/lib/api-client';

export type EmailConfirmation =
  | { result: 'changed'; email: string }
  | { result: 'already-confirmed' | 'taken' | 'network' | 'failed'; message: string };

export const NO_ANSWER_MESSAGE =
  'There was no answer while confirming your new email address. Check your connection and try again.';

export function confirmEmail(token: string): Promise<EmailChanged> {
  return apiClient.post('/users/confirm-email', { token });
}

function attemptConfirmation(token: string): Promise<EmailConfirmation> {
  return confirmEmail(token).then(
    ({ email }): EmailConfirmation => ({ result: 'changed', email }),
    (error: unknown): EmailConfirmation => {
      if (!(error instanceof ApiRequestError)) {
        return { result: 'failed', message: 'The address could not be confirmed.' };
      }
      // No answer at all says nothing about the link.
      if (error.code === CLIENT_ERROR_CODES.network) {
        return { result: 'network', message: NO_ANSWER_MESSAGE };
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
}

// A token works once: React StrictMode or a re-run loader must not spend it twice.
const attempts = new Map<string, Promise<EmailConfirmation>>();

/**
 * Changed now, changed before (the link opened again), taken meanwhile, no answer, or any other
 * failure. Concurrent calls share one request; an attempt that got no answer is forgotten once
 * it ends, so trying again asks the server again.
 */
export function confirmEmailOnce(token: string): Promise<EmailConfirmation> {
  let attempt = attempts.get(token);
  if (!attempt) {
    const started = attemptConfirmation(token);
    attempt = started;
    attempts.set(token, started);
    void started.then(({ result }) => {
      if (result === 'network' && attempts.get(token) === started) attempts.delete(token);
    });
  }
  return attempt;
}
