import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

/** The server's message says why (a reply still being written, a newer chat, offline, …). */
export const failureReason = (error: unknown): string =>
  error instanceof Error ? error.message : 'Please try again.';

/** A chat change that did not go through, said in a toast with its reason. */
export const toastFailure = (error: unknown) =>
  toast.add({
    severity: 'error',
    summary: 'That did not work',
    detail: failureReason(error),
    life: DEFAULT_TOAST_LIFE,
  });
