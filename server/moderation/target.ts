import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../contract/errors.ts';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { isUuid } from '../contract/ids.ts';

/** Ids come from URLs: a non-uuid names nothing (and must not reach the uuid cast). */

export const noSuchUser = () => notFound('No user with this id.');

/**
 * The user an action is about, locked for the transaction: sanctions, lifts and overturns of
 * one user take turns (the same row lock the ledger takes), so the counter they write is the
 * count they read.
 */
export async function lockTarget(tx: Db, userId: string): Promise<UserRow> {
  if (!isUuid(userId)) throw noSuchUser();
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw noSuchUser();
  return row;
}

export type Actor = Pick<UserRow, 'id' | 'email'>;

const refused = () =>
  new HttpError(403, {
    code: ERROR_CODES.sanctionRefused,
    message: 'Agents cannot be sanctioned from the console.',
  });

/** Agents are never sanctioned from the console, and nobody sanctions themselves. */
export function assertSanctionable(actor: Actor, target: UserRow): void {
  if (target.id === actor.id || target.groups.includes('AGENT')) throw refused();
}

/** Nobody undoes their own record (a lift or an overturn of their own violation). */
export function assertNotSelf(actor: Actor, userId: string): void {
  if (userId === actor.id) throw refused();
}

/** Suspended now: closed, or a temporary suspension that has not ended. */
export const isSuspended = (user: UserRow, now = new Date()) =>
  user.closedAt !== null || (user.suspendedUntil !== null && user.suspendedUntil > now);
