/**
 * The sign-in hand-off from the app to the payment pages. The app's session lives in a
 * bearer token the browser's navigation cannot carry, and a token in the URL would leak
 * (history, logs, referrers). So the app asks the API for a short-lived cookie scoped to
 * /payment (HttpOnly, SameSite=Strict): the user id, an expiry and a random session id,
 * signed with a key derived from the server's secret. Forms on the pages carry a CSRF token
 * bound to that session id and the order.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const PAYMENT_COOKIE = 'angels_payment';
export const HANDOFF_TTL_SECONDS = 30 * 60;

export type PaymentSession = { userId: string; sid: string; expiresAt: number };

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

export function paymentHandoff(secret: string, secure: boolean) {
  const key = createHmac('sha256', secret).update('payment-handoff').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  /** The cookie's value: `userId.expiresAt.sid.signature`. */
  function issue(userId: string, now = Date.now()): string {
    const expiresAt = Math.floor(now / 1000) + HANDOFF_TTL_SECONDS;
    const payload = `${userId}.${expiresAt}.${randomBytes(16).toString('base64url')}`;
    return `${payload}.${mac(`session.${payload}`)}`;
  }

  function read(value: string | undefined, now = Date.now()): PaymentSession | null {
    const parts = value?.split('.') ?? [];
    if (parts.length !== 4) return null;
    const [userId = '', expires = '', sid = '', signature = ''] = parts;
    if (!sameText(signature, mac(`session.${userId}.${expires}.${sid}`))) return null;
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) return null;
    return { userId, sid, expiresAt };
  }

  return {
    start(c: Context, userId: string) {
      setCookie(c, PAYMENT_COOKIE, issue(userId), {
        path: '/payment',
        httpOnly: true,
        sameSite: 'Strict',
        secure,
        maxAge: HANDOFF_TTL_SECONDS,
      });
    },
    session: (c: Context) => read(getCookie(c, PAYMENT_COOKIE)),
    issue,
    read,
    /** The CSRF token of one order's forms in one hand-off session. */
    csrf: (session: PaymentSession, orderId: string) => mac(`csrf.${session.sid}.${orderId}`),
    csrfValid: (session: PaymentSession, orderId: string, token: string) =>
      sameText(token, mac(`csrf.${session.sid}.${orderId}`)),
  };
}

export type PaymentHandoff = ReturnType<typeof paymentHandoff>;
