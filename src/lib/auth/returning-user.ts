/**
 * Whether someone has an account on this device: set at every login, dropped only when they
 * log out by choice (or delete the account). A user logged out by the session rules (expiry,
 * a revoked token, "log out of every device" elsewhere) never chose to leave, so the app offers
 * "Log in" to them rather than "Create account".
 */
export const RETURNING_USER_KEY = 'returning-user';

export function markReturningUser(): void {
  try {
    localStorage.setItem(RETURNING_USER_KEY, 'true');
  } catch {
    // No storage: the app offers "Create account" as to anyone new.
  }
}

export function forgetReturningUser(): void {
  try {
    localStorage.removeItem(RETURNING_USER_KEY);
  } catch {
    // Nothing was stored either.
  }
}

export function isReturningUser(): boolean {
  try {
    return localStorage.getItem(RETURNING_USER_KEY) === 'true';
  } catch {
    return false;
  }
}
