/**
 * Password rules both sides apply beyond the length (zod-free: the browser imports it). A new
 * password that is the current one changes nothing while the user believes it did; one from
 * the common list, or one built on the email's name, is the first thing an attacker tries.
 */
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const SAME_PASSWORD = 'The new password must be different from the current one.';
export const COMMON_PASSWORD =
  'This password is too common: it is among the first ones an attacker tries. Choose another.';
export const CONTAINS_EMAIL_NAME = 'The password must not contain your email name.';

/** A shorter local part ("jo@…") is in too many passwords by chance to refuse them. */
export const EMAIL_NAME_MIN = 3;

const common = new Set(COMMON_PASSWORDS);

export const isSamePassword = (current: string, next: string): boolean =>
  current !== '' && current === next;

/** Case-insensitive: "Password1" is no safer than "password1". */
export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

export const containsEmailName = (password: string, email: string): boolean => {
  const name = email.trim().split('@')[0]?.toLowerCase() ?? '';
  return name.length >= EMAIL_NAME_MIN && password.toLowerCase().includes(name);
};

/** The first rule a new password breaks, as its message; `email` when the side knows it. */
export function weakPasswordReason(password: string, email?: string): string | undefined {
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  if (email !== undefined && containsEmailName(password, email)) return CONTAINS_EMAIL_NAME;
  return undefined;
}
