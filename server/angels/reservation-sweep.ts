/**
 * Tokens reserved for an Angel (created or imported) whose process died between the
 * reservation and the insert: the reservation's lease (UNSETTLED_AFTER, as in createAngel) has
 * run out and neither its charge nor its refund exists. Refunded here, on a timer started by
 * main.ts, so the tokens come back without anyone retrying the request. Safe with several
 * processes on one database: each refund is written under the user's row lock, after checking
 * that the attempt was not charged meanwhile, with the attempt's own refund key (which
 * createAngel's late insert checks under the same lock and then stores nothing); two sweepers
 * refunding one attempt write it once.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tokenLedger } from '../db/schema.ts';
import { keyUsed, lockUser, postEntry } from '../money/ledger.ts';
import { UNSETTLED_AFTER } from './create-angel.ts';

/** How often main.ts sweeps: a dead attempt's tokens are back within its lease and this. */
export const RESERVATION_SWEEP_MS = 60_000;
/** Attempts settled per sweep; the next sweep takes the rest. */
const BATCH = 100;

const keyAs = (reserveKey: string, kind: 'charge' | 'refund') =>
  reserveKey.replace(/:reserve(:\d+)?$/, `:${kind}$1`);

/** Refunds the stale reservations found now; resolves with how many it refunded. */
export async function sweepStaleReservations(db: Db): Promise<number> {
  const settled = (kind: 'charge' | 'refund') =>
    sql`exists (select 1 from token_ledger s where s.idempotency_key =
      regexp_replace(${tokenLedger.idempotencyKey}, ':reserve(:[0-9]+)?$', ${`:${kind}\\1`}))`;
  const stale = await db
    .select({
      userId: tokenLedger.userId,
      amount: tokenLedger.amount,
      key: tokenLedger.idempotencyKey,
      requestId: tokenLedger.refId,
    })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.kind, 'reserve'),
        eq(tokenLedger.refType, 'avatar'),
        lt(tokenLedger.createdAt, sql`now() - ${UNSETTLED_AFTER}`),
        sql`not ${settled('charge')}`,
        sql`not ${settled('refund')}`,
      ),
    )
    .limit(BATCH);
  let refunded = 0;
  for (const { userId, amount, key, requestId } of stale) {
    if (!userId) continue;
    const given = await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return false;
      // Charged after our look (its insert committed): the Angel exists, nothing to give back.
      if (await keyUsed(tx, keyAs(key, 'charge'))) return false;
      const posted = await postEntry(tx, {
        userId,
        // What this attempt reserved, whatever the price is now.
        amount: -amount,
        kind: 'refund',
        key: keyAs(key, 'refund'),
        reason: 'Refund: creating an Angel was interrupted',
        ref: { type: 'avatar', id: requestId ?? '' },
      });
      return posted?.applied === true;
    });
    if (given) refunded += 1;
  }
  return refunded;
}
