/**
 * The sign-in hand-off from the app to the payment pages. The app's session lives in a
 * bearer token the browser's navigation cannot carry, and a token in the URL would leak
 * (history, logs, referrers). So the app asks the API for a short-lived cookie scoped to
 * /payment (HttpOnly, SameSite=Strict): the user id, an expiry, a random session id and the
 * app session's refresh-token family, signed with a key derived from the server's secret.
 * The cookie is only as good as that app session: logging out, "log out of every device" or
 * a password change that ends the session ends the cookie too (`familyLive`, checked on every
 * request). Forms on the pages carry a CSRF token bound to the session id and the order.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { derivedKey, sameSecret } from '../auth/signing.ts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';

export const PAYMENT_COOKIE = 'angels_payment';
export const HANDOFF_TTL_SECONDS = 30 * 60;

/** sid: this hand-off's own random id; family: the app session's refresh-token family. */
export type PaymentSession = { userId: string; sid: string; family: string; expiresAt: number };

/** Whether the app session (a refresh-token family) is still live: not revoked, not expired. */
export async function familyLive(db: Db, session: PaymentSession, now = new Date()) {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, session.family),
        eq(refreshTokens.userId, session.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function paymentHandoff(secret: string, secure: boolean) {
  const key = derivedKey(secret, 'payment-handoff');
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  /** The cookie's value: `userId.expiresAt.sid.family.signature`. */
  function issue(userId: string, family: string, now = Date.now()): string {
    const expiresAt = Math.floor(now / 1000) + HANDOFF_TTL_SECONDS;
    const sid = randomBytes(16).toString('base64url');
    const payload = `${userId}.${expiresAt}.${sid}.${family}`;
    return `${payload}.${mac(`session.${payload}`)}`;
  }

  function read(value: string | undefined, now = Date.now()): PaymentSession | null {
    const parts = value?.split('.') ?? [];
    if (parts.length !== 5) return null;
    const [userId = '', expires = '', sid = '', family = '', signature = ''] = parts;
    if (!sameSecret(signature, mac(`session.${userId}.${expires}.${sid}.${family}`))) return null;
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) return null;
    return { userId, sid, family, expiresAt };
  }

  return {
    /** `family`: the refresh-token family of the app session asking (the token's `sid`). */
    start(c: Context, userId: string, family: string) {
      setCookie(c, PAYMENT_COOKIE, issue(userId, family), {
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
      sameSecret(token, mac(`csrf.${session.sid}.${orderId}`)),
  };
}

export type PaymentHandoff = ReturnType<typeof paymentHandoff>;
