/**
 * A refresh failure reloads the page; the flag set before the reload (only when the app
 * was already mounted) turns into a warning toast on the next load, once.
 */
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

export const LOGGED_OUT_FLAG = 'logged-out';

export const LOGGED_OUT_TOAST = {
  severity: 'warn',
  summary: 'Logged out',
  detail: 'Your session has expired. Please log in again.',
  life: DEFAULT_TOAST_LIFE,
} as const;

/** Start-up initialiser. */
export function showLoggedOutNotice(): void {
  if (sessionStorage.getItem(LOGGED_OUT_FLAG) !== 'true') return;
  toast.add(LOGGED_OUT_TOAST);
  sessionStorage.removeItem(LOGGED_OUT_FLAG);
}
