/** Request helpers for the sanction tests: agents acting on users, and what it left behind. */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { violationSchema, type Violation } from '../contract/moderation.ts';
import { auditLog, users } from '../db/schema.ts';
import { call, decodeClaims, login, newAccount, post } from './auth-helpers.ts';
import type { TestContext } from './test-app.ts';

export type Person = { id: string; email: string; token: string; refreshToken: string };

export async function person(t: TestContext, email: string, password?: string): Promise<Person> {
  const pair = await login(t, email, password);
  const id = String(decodeClaims(pair.accessToken).sub);
  return { id, email, token: pair.accessToken, refreshToken: pair.refreshToken };
}

let fresh = 0;
/** A new confirmed account, logged in: each test sanctions someone with a clean record. */
export async function freshUser(t: TestContext, name = 'someone'): Promise<Person> {
  fresh += 1;
  const account = await newAccount(t, `${name}-${fresh}-${Date.now()}@example.com`);
  return person(t, account.email, account.password);
}

export const facts = 'Repeated insults aimed at the Angel in your chat.';

export async function warn(t: TestContext, agent: Person, userId: string, body = {}) {
  return post(
    t,
    `/api/admin/users/${userId}/warn`,
    { policy: 'harassment', facts, ...body },
    agent.token,
  );
}

export async function suspend(t: TestContext, agent: Person, userId: string, days = 7, body = {}) {
  return post(
    t,
    `/api/admin/users/${userId}/suspend`,
    { policy: 'harassment', facts, days, ...body },
    agent.token,
  );
}

/** The response's violation, checking the status and the shape. */
export async function violationOf(res: Response, status = 201): Promise<Violation> {
  expect(res.status, await res.clone().text()).toBe(status);
  return violationSchema.parse(await res.json());
}

export async function userRow(t: TestContext, id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`No user ${id}`);
  return row;
}

/** The audit entries about a user, oldest first. */
export const auditOf = (t: TestContext, userId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(asc(auditLog.id));

export const get = (t: TestContext, path: string, token?: string) =>
  call(t, 'GET', path, { token });
