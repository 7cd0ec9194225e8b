import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth/auth-client';
import { paymentLink, type PaymentLinkInput } from '../model';

/**
 * The sign-in hand-off: the server sets an HttpOnly cookie for its /payment pages, so the
 * payment link never carries a token.
 */
export function startPaymentSession(): Promise<void> {
  return authClient.post<void>('/payments/session');
}

/** Hand-off, then a full page load of the payment link (it is outside the app). */
export async function startCheckout(paymentPageUrl: string, input: PaymentLinkInput) {
  await startPaymentSession();
  window.location.assign(paymentLink(paymentPageUrl, input, window.location.href));
}

export function useStartCheckout(paymentPageUrl: string) {
  return useMutation({
    mutationFn: (input: PaymentLinkInput) => startCheckout(paymentPageUrl, input),
  });
}
