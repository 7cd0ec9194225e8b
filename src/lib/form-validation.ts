/** Client-side field rules, mirroring the server's (server/contract/auth.ts) for quick feedback. */
import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/account-constants.ts';
import { weakPasswordReason } from '@contract/password-rules.ts';
import { ApiRequestError } from '@/lib/api-client';

export type FieldErrors = Record<string, string | undefined>;

// Deliberately loose: the server has the final word; this catches typos like a missing "@".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return 'Email is required';
  if (!EMAIL_PATTERN.test(value.trim())) return 'Enter a valid email address';
  return undefined;
}

export function requiredError(value: string, label: string): string | undefined {
  return value === '' ? `${label} is required` : undefined;
}

/** `email`: the address the password is for, where the form knows it (registration). */
export function newPasswordError(
  value: string,
  label = 'Password',
  email?: string,
): string | undefined {
  if (value === '') return `${label} is required`;
  if (value.length < PASSWORD_MIN) return `${label} must be at least ${PASSWORD_MIN} characters`;
  if (value.length > PASSWORD_MAX) return `${label} must be at most ${PASSWORD_MAX} characters`;
  return weakPasswordReason(value, email);
}

export function matchError(value: string, other: string): string | undefined {
  if (value === '') return 'Confirm the password';
  return value === other ? undefined : 'Passwords do not match';
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/*
 * A mutation's error is an ApiRequestError when the API refused, but not always: a refresh
 * token gone in another tab, or storage refused while saving the tokens, throw plain errors
 * before or after the call. Those get a general alert instead of breaking the form.
 */

/** A 400's field issues by field name (the server's `path`), for inline display. */
export function issuesByField(error: Error | null): FieldErrors {
  const result: FieldErrors = {};
  if (!(error instanceof ApiRequestError)) return result;
  for (const issue of error.details.issues ?? []) result[issue.path] ??= issue.message;
  return result;
}

/**
 * The message for the dialog's alert; field issues are shown inline instead. `fields`: the
 * form's own fields. An issue on anything else (a reset link's token, say) highlights
 * nothing, so the server's own reason is the alert, never "correct the highlighted fields".
 */
export function formAlertMessage(
  error: Error | null,
  fields?: readonly string[],
): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  const issues = error.details.issues ?? [];
  const shown = (path: string) => !fields || fields.includes(path.split('.')[0] ?? path);
  if (issues.length && issues.every((issue) => shown(issue.path))) {
    return 'Please correct the highlighted fields.';
  }
  return error.message;
}
