/**
 * Account activation: `?account-activated=true|false` (from the confirmation view)
 * raises the matching toast, then the parameter leaves the URL so a reload does not repeat it.
 */
import { ACCOUNT_ACTIVATED_PARAM } from '@/lib/landing-params';
import { toast } from '@/lib/toast/toast-store';

export { ACCOUNT_ACTIVATED_PARAM };
const ACTIVATION_TOAST_LIFE = 15_000;

export const ACTIVATION_SUCCESS_TOAST = {
  severity: 'success',
  summary: 'Your account has been successfully activated. You can now log in to your account.',
  life: ACTIVATION_TOAST_LIFE,
} as const;

export const ACTIVATION_FAILURE_TOAST = {
  severity: 'error',
  summary:
    'There was an error during your account activation. Please try again or contact support.',
  life: ACTIVATION_TOAST_LIFE,
} as const;

/** Toasts for a `true`/`false` value; true when the parameter was present at all. */
export function announceActivation(value: string | null): boolean {
  if (value === 'true') toast.add(ACTIVATION_SUCCESS_TOAST);
  else if (value === 'false') toast.add(ACTIVATION_FAILURE_TOAST);
  return value !== null;
}

/** Start-up initialiser, before the router reads the URL. */
export function initAccountActivation(): void {
  const url = new URL(window.location.href);
  if (!announceActivation(url.searchParams.get(ACCOUNT_ACTIVATED_PARAM))) return;
  url.searchParams.delete(ACCOUNT_ACTIVATED_PARAM);
  window.history.replaceState(window.history.state, '', url);
}
