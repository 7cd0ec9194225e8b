/**
 * Password rules both sides apply beyond the length (zod-free: the browser imports it). A new
 * password that is the current one changes nothing while the user believes it did.
 */
export const SAME_PASSWORD = 'The new password must be different from the current one.';

export const isSamePassword = (current: string, next: string): boolean =>
  current !== '' && current === next;
