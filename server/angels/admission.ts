/**
 * Cheap checks before costly work: whether the account may create one more Angel at all (its
 * cap, its balance), answered from two small queries before a card file is even decoded. A
 * request seen before (a retry, known by its id) is let through: createAngel answers it from
 * the ledger, even if the first attempt spent the last tokens. createAngel checks both again under the user's
 * lock; this only spares the work for a request that cannot succeed.
 */
import { and, eq, type SQL } from 'drizzle-orm';
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

async function refuseUnaffordable(db: Db, userId: string): Promise<void> {
  if ((await countOwnAngels(db, userId)) >= ANGELS_PER_USER_MAX) throw tooManyAngels();
  const balance = await userBalance(db, userId);
  if (balance < ANGEL_CREATION_COST) throw notEnoughTokens(balance);
}

/**
 * Before a request is even read (a card upload's JSON is megabytes): an account at its cap or
 * without the tokens is refused, unless the request's Idempotency-Key names an attempt this
 * account already made (a retry, answered from the ledger). Without the key the request is new:
 * anything looser (say, any attempt in the last minutes) would let an account with no tokens
 * send body after body to be read, each refused only at the end.
 */
export async function admitBeforeReading(
  db: Db,
  userId: string,
  requestId: string | undefined,
): Promise<void> {
  if (requestId !== undefined && (await requestSeen(db, userId, requestId))) return;
  await refuseUnaffordable(db, userId);
}

/** Throws 409 TOO_MANY_ANGELS or 402 INSUFFICIENT_TOKENS for a new request that must fail. */
export async function admitNewAngel(db: Db, userId: string, requestId: string): Promise<void> {
  if (await requestSeen(db, userId, requestId)) return;
  await refuseUnaffordable(db, userId);
}
