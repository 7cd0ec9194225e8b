/**
 * The token ledger: the only way a balance changes. Each entry is written in the same
 * transaction as the `users.tokens` update it explains, so the balance is always the sum of
 * the user's entries, and an entry's idempotency key makes a repeated event (a retried
 * request, a replayed payment callback) land once. A balance never goes below zero: the
 * spender locks the user's row, checks, and writes, or writes nothing.
 */
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { LedgerKind } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { tokenLedger, users, type LedgerRow } from '../db/schema.ts';
import { assertTokenLimit } from './spending-limits.ts';

export type LedgerRef = {
  type: 'order' | 'message' | 'subscription' | 'avatar' | 'account';
  id: string;
};

export type EntryInput = {
  userId: string;
  /** Signed: positive credits, negative spends. */
  amount: number;
  kind: LedgerKind;
  /** Unique per economic event: the same key is never applied twice. */
  key: string;
  /** What the user reads in their history. */
  reason: string;
  ref?: LedgerRef;
};

/** applied: false when the key was already used (a repeat): nothing changed. */
export type Posted = { applied: boolean; balance: number };

/**
 * Locks the user's row for this transaction; undefined: no such user. Every change that
 * involves a user's money (ledger, orders, premium) takes this lock first, so they serialise
 * and always lock in the same order (user, then order, then coupon).
 */
export async function lockedBalance(tx: Db, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ tokens: users.tokens })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.tokens;
}

/** True when an entry with this idempotency key exists: that event already happened. */
export async function keyUsed(tx: Db, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tokenLedger.id })
    .from(tokenLedger)
    .where(eq(tokenLedger.idempotencyKey, key))
    .limit(1);
  return row !== undefined;
}

/**
 * Applies entries for one user, all or none, inside the caller's transaction. Entries whose
 * key was used before are skipped. undefined: the new balance would be below zero (nothing
 * written; the caller decides whether that is an error). Throws for an unknown user, and a
 * 402 (SPENDING_LIMIT_REACHED) for a reservation past the user's own monthly token limit.
 */
export async function postEntries(tx: Db, entries: EntryInput[]): Promise<Posted | undefined> {
  const userId = entries[0]?.userId;
  if (!userId || entries.some((entry) => entry.userId !== userId)) {
    throw new Error('postEntries takes one or more entries of one user');
  }
  // The row lock serialises every writer of this balance, so the key check below sees any
  // entry a concurrent writer committed first.
  const before = await lockedBalance(tx, userId);
  if (before === undefined) throw new Error(`No user ${userId} to post a ledger entry for`);
  const fresh: EntryInput[] = [];
  for (const entry of entries) if (!(await keyUsed(tx, entry.key))) fresh.push(entry);
  const after = before + fresh.reduce((sum, entry) => sum + entry.amount, 0);
  if (fresh.length === 0) return { applied: false, balance: before };
  if (after < 0) return undefined;
  // A spend the user asked for (a reservation) is held to their own monthly limit; under the
  // row lock above, so two spends at once cannot both slip under it. Throws a readable 402.
  const spending = fresh
    .filter((entry) => entry.kind === 'reserve' && entry.amount < 0)
    .reduce((sum, entry) => sum - entry.amount, 0);
  if (spending > 0) await assertTokenLimit(tx, userId, spending);
  let running = before;
  for (const entry of fresh) {
    running += entry.amount;
    await tx.insert(tokenLedger).values({
      userId,
      amount: entry.amount,
      kind: entry.kind,
      refType: entry.ref?.type ?? null,
      refId: entry.ref?.id ?? null,
      idempotencyKey: entry.key,
      reason: entry.reason,
      balanceAfter: running,
    });
  }
  if (after !== before) {
    await tx
      .update(users)
      .set({ tokens: after, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
  return { applied: true, balance: after };
}

/** lockedBalance for callers that only need the lock: false when there is no such user. */
export async function lockUser(tx: Db, userId: string): Promise<boolean> {
  return (await lockedBalance(tx, userId)) !== undefined;
}

/** One entry; see postEntries. */
export function postEntry(tx: Db, entry: EntryInput): Promise<Posted | undefined> {
  return postEntries(tx, [entry]);
}

/** One entry in its own transaction, for callers outside one (grants, adjustments). */
export function postEntryNow(db: Db, entry: EntryInput): Promise<Posted | undefined> {
  return db.transaction((tx) => postEntry(tx, entry));
}

/**
 * A page of the user's history, newest first, before the entry `beforeId`. Zero-amount
 * entries (a reservation settled as a charge) move no tokens and are left out.
 */
export async function ledgerPage(
  db: Db,
  userId: string,
  beforeId: number | null,
  limit: number,
): Promise<{ rows: LedgerRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, userId),
        ne(tokenLedger.amount, 0),
        beforeId === null ? undefined : lt(tokenLedger.id, beforeId),
      ),
    )
    .orderBy(desc(tokenLedger.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** Every entry of the user, oldest first (the data export). */
export function ledgerOf(db: Db, userId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(tokenLedger.id);
}

/** Users whose balance is not the sum of their entries: always none. */
export async function balanceMismatches(
  db: Db,
): Promise<{ userId: string; tokens: number; sum: number }[]> {
  const sum = sql<string>`coalesce(sum(${tokenLedger.amount}), 0)`;
  const rows = await db
    .select({ userId: users.id, tokens: users.tokens, sum })
    .from(users)
    .leftJoin(tokenLedger, eq(tokenLedger.userId, users.id))
    .groupBy(users.id, users.tokens)
    .having(sql`${users.tokens} <> ${sum}`);
  return rows.map((row) => ({ ...row, sum: Number(row.sum) }));
}
