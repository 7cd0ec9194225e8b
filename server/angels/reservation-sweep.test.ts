import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANGEL_CREATION_COST } from '../contract/constants.ts';
import { tokenLedger, users } from '../db/schema.ts';
import { LiveEvents } from '../live/live-events.ts';
import { postEntryNow } from '../money/ledger.ts';
import { balance, session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { angelKeys, createAngel } from './create-angel.ts';
import { angelFromDraft } from './from-draft.ts';
import { sweepStaleReservations } from './reservation-sweep.ts';
import { draftFor } from './test-helpers.ts';

describe('sweeping stale Angel reservations', () => {
  const t = useTestApp();

  /**
   * What a process that died right after reserving leaves: the reserve entry alone, written
   * `ageMinutes` back (the ledger is append-only: an entry is written with its time).
   */
  const crashedAfterReserving = (userId: string, requestId: string, ageMinutes: number) =>
    t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, userId));
      const balanceAfter = (row?.tokens ?? 0) - ANGEL_CREATION_COST;
      await tx.update(users).set({ tokens: balanceAfter }).where(eq(users.id, userId));
      await tx.insert(tokenLedger).values({
        userId,
        amount: -ANGEL_CREATION_COST,
        kind: 'reserve',
        refType: 'avatar',
        refId: requestId,
        idempotencyKey: angelKeys(userId, requestId, 1).reserve,
        reason: 'Created the Angel Mia',
        balanceAfter,
        createdAt: sql`now() - make_interval(mins => ${ageMinutes})`,
      });
    });

  it('gives back the tokens of a reservation whose lease ran out, once, without a retry', async () => {
    const me = await session(t, 'user@angels.local');
    const { db } = t.database;
    await setBalance(db, me.id, 50);
    const fresh = randomUUID();
    const dead = randomUUID();
    await crashedAfterReserving(me.id, fresh, 0);
    await crashedAfterReserving(me.id, dead, 3);
    expect(await balance(t, me)).toBe(50 - 2 * ANGEL_CREATION_COST);
    // Two sweepers at once (two processes): the dead attempt is refunded once.
    const swept = await Promise.all([sweepStaleReservations(db), sweepStaleReservations(db)]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(await sweepStaleReservations(db)).toBe(0);
    // The fresh one may still be inserting: it keeps its reservation.
    expect(await balance(t, me)).toBe(50 - ANGEL_CREATION_COST);
    const entries = await db
      .select({ kind: tokenLedger.kind, amount: tokenLedger.amount })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, me.id), eq(tokenLedger.refId, dead)));
    expect(entries).toEqual([
      { kind: 'reserve', amount: -ANGEL_CREATION_COST },
      { kind: 'refund', amount: ANGEL_CREATION_COST },
    ]);
    // The same request sent again later is a new attempt, created and charged once.
    const deps = { db, live: new LiveEvents() };
    const angel = angelFromDraft(draftFor('Mia'));
    const retry = await createAngel(deps, { userId: me.id, requestId: dead, angel });
    expect(retry.created).toBe(true);
    expect(await balance(t, me)).toBe(50 - 2 * ANGEL_CREATION_COST);
  });

  it('leaves an attempt that was charged (its Angel exists) alone', async () => {
    const me = await session(t, 'user@angels.local');
    const { db } = t.database;
    await setBalance(db, me.id, 50);
    const requestId = randomUUID();
    // Its insert committed with the charge (a zero entry) just as the lease ran out.
    await crashedAfterReserving(me.id, requestId, 10);
    await postEntryNow(db, {
      userId: me.id,
      amount: 0,
      kind: 'charge',
      key: angelKeys(me.id, requestId, 1).charge,
      reason: 'Created the Angel Mia',
      ref: { type: 'avatar', id: '1' },
    });
    expect(await sweepStaleReservations(db)).toBe(0);
    expect(await balance(t, me)).toBe(50 - ANGEL_CREATION_COST);
  });
});
