/**
 * Cheap checks before costly work: whether the account may create one more Angel at all (its
 * cap, its balance), answered from two small queries before a card file is even decoded. A
 * request seen before (a retry) is let through: createAngel answers it from the ledger, even
 * if the first attempt spent the last tokens. createAngel checks both again under the user's
 * lock; this only spares the work for a request that cannot succeed.
 */
import { and, eq, gt, type SQL } from 'drizzle-orm';
import { ANGEL_CREATION_COST, ANGELS_PER_USER_MAX } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { userBalance } from '../db/queries/messages.ts';
import { tokenLedger } from '../db/schema.ts';
import { notEnoughTokens, tooManyAngels } from './create-angel.ts';
import { countOwnAngels } from './queries.ts';

/** Has the user a ledger entry of an Angel attempt that also matches `which`? */
async function angelAttemptWhere(db: Db, userId: string, which: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: tokenLedger.id })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.refType, 'avatar'), which))
    .limit(1);
  return row !== undefined;
}

const requestSeen = (db: Db, userId: string, requestId: string) =>
  angelAttemptWhere(db, userId, eq(tokenLedger.refId, requestId));

/**
 * How long after an attempt a retry of it may still come (a client's outbox retries within
 * minutes): until then an account that spent its last tokens on that attempt is let through
 * to read its request, which createAngel may answer from the ledger.
 */
const RETRY_WINDOW_MS = 15 * 60_000;

const recentAttempt = (db: Db, userId: string) =>
  angelAttemptWhere(db, userId, gt(tokenLedger.createdAt, new Date(Date.now() - RETRY_WINDOW_MS)));

async function refuseUnaffordable(db: Db, userId: string): Promise<void> {
  if ((await countOwnAngels(db, userId)) >= ANGELS_PER_USER_MAX) throw tooManyAngels();
  const balance = await userBalance(db, userId);
  if (balance < ANGEL_CREATION_COST) throw notEnoughTokens(balance);
}

/**
 * Before a card upload is even read (its JSON is megabytes): an account at its cap or without
 * the tokens is refused, unless it made an attempt recently that this request may be retrying.
 */
export async function admitBeforeReading(db: Db, userId: string): Promise<void> {
  if (await recentAttempt(db, userId)) return;
  await refuseUnaffordable(db, userId);
}

/** Throws 409 TOO_MANY_ANGELS or 402 INSUFFICIENT_TOKENS for a new request that must fail. */
export async function admitNewAngel(db: Db, userId: string, requestId: string): Promise<void> {
  if (await requestSeen(db, userId, requestId)) return;
  await refuseUnaffordable(db, userId);
}
