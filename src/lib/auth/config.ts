import type { AuthDialogKind } from './dialog-controller';

/**
 * The build's variant flag: the auth guard shows the registration dialog unless the build sets
 * VITE_AUTH_GUARD_DIALOG=login.
 */
export const AUTH_GUARD_DIALOG: Extract<AuthDialogKind, 'register' | 'login'> =
  import.meta.env.VITE_AUTH_GUARD_DIALOG === 'login' ? 'login' : 'register';
