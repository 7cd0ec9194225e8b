import { Hono } from 'hono';
import type { AuthDeps } from '../auth/auth-deps.ts';

/** /payment: the checkout the payment link opens, served outside the single-page app. */
export function paymentPage(_deps: AuthDeps) {
  return new Hono();
}
