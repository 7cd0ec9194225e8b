/**
 * Cheap checks before costly work: whether the account may create one more Angel at all (its
 * cap, its balance), answered from two small queries before a card file is even decoded. A
 * request seen before (a retry) is let through: createAngel answers it from the ledger, even
 * if the first attempt spent the last tokens. createAngel checks both again under the user's
 * lock; this only spares the work for a request that cannot succeed.
 */
import { and, eq } from 'drizzle-orm';
import { ANGEL_CREATION_COST, ANGELS_PER_USER_MAX } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { userBalance } from '../db/queries/messages.ts';
import { tokenLedger } from '../db/schema.ts';
import { notEnoughTokens, tooManyAngels } from './create-angel.ts';
import { countOwnAngels } from './queries.ts';

async function requestSeen(db: Db, userId: string, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tokenLedger.id })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, userId),
        eq(tokenLedger.refType, 'avatar'),
        eq(tokenLedger.refId, requestId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Throws 409 TOO_MANY_ANGELS or 402 INSUFFICIENT_TOKENS for a new request that must fail. */
export async function admitNewAngel(db: Db, userId: string, requestId: string): Promise<void> {
  if (await requestSeen(db, userId, requestId)) return;
  if ((await countOwnAngels(db, userId)) >= ANGELS_PER_USER_MAX) throw tooManyAngels();
  const balance = await userBalance(db, userId);
  if (balance < ANGEL_CREATION_COST) throw notEnoughTokens(balance);
}
