/** Helpers for the money tests: fresh buyers, coupons, the payment hand-off cookie. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { coupons, orders, users, type OrderRow } from '../db/schema.ts';
import { call, decodeClaims, login, newAccount } from '../testing/auth-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import type { TestContext } from '../testing/test-app.ts';

let counter = 0;

/** A fresh, confirmed account (no coupon used, no orders), logged in. */
export async function freshBuyer(t: TestContext, name = 'buyer'): Promise<Session> {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@example.com`;
  await newAccount(t, email, 'correct horse 1');
  const pair = await login(t, email, 'correct horse 1');
  return { token: pair.accessToken, id: String(decodeClaims(pair.accessToken).sub) };
}

export async function addCoupon(t: TestContext, values: typeof coupons.$inferInsert) {
  await t.database.db.insert(coupons).values(values);
}

export async function tokensOf(t: TestContext, userId: string): Promise<number> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row?.tokens ?? NaN;
}

export async function orderRow(t: TestContext, id: string): Promise<OrderRow | undefined> {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The hand-off: POST /api/payments/session, and the cookie it sets (name=value). */
export async function paymentCookie(t: TestContext, me: Session): Promise<string> {
  const res = await call(t, 'POST', '/api/payments/session', { token: me.token });
  expect(res.status).toBe(204);
  const header = res.headers.get('Set-Cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  expect(pair).toMatch(/^angels_payment=/);
  return pair;
}
