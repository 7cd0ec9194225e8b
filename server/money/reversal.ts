/**
 * Reversal: a payment the provider gave back (a refund) or that the bank took back (a
 * dispute) takes back what the order delivered, through the ledger like every other change.
 *
 * What the ledger allows decides how much: a balance never goes below zero, so when the buyer
 * has already spent the tokens, what is left is taken and the rest is reported as `owed`
 * (logged loudly by the caller) instead of silently driving the balance negative. A later
 * reversal of the same order (a second partial refund, then a dispute) only takes what the
 * earlier ones did not: the target is a share of what the order delivered, never more.
 *
 * Premium: a full refund or any dispute ends premium at once and takes back the latest
 * month's premium tokens (up to what is left); a partial refund of premium is a goodwill
 * gesture and changes nothing but the record.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, tokenLedger, users, type OrderRow } from '../db/schema.ts';
import { lockedBalance, postEntry } from './ledger.ts';
import { subscriptionOf } from './premium.ts';

export type ReversalInput = {
  /** A refund the seller gave, or a dispute the bank opened (which always ends premium). */
  cause: 'refund' | 'dispute';
  /** The share of the order's price given back, 0..1 (cumulative, as the provider reports). */
  share: number;
  /** What the buyer reads in their history, before the amount: "Refunded through Stripe". */
  reason: string;
  /** Unique per provider event, so a replayed event lands once. */
  key: string;
  now?: Date;
};

export type Reversal = { taken: number; owed: number; premiumEnded: boolean };

const NOTHING: Reversal = { taken: 0, owed: 0, premiumEnded: false };

/** Tokens already taken back for this order by earlier reversals. */
async function takenBefore(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${tokenLedger.amount}), 0)` })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.refType, 'order'),
        eq(tokenLedger.refId, orderId),
        eq(tokenLedger.kind, 'adjust'),
        lt(tokenLedger.amount, 0),
      ),
    );
  return -Number(row?.sum ?? 0);
}

/** Takes up to `due` tokens (never below zero); how many were taken. */
async function take(
  tx: Db,
  order: OrderRow,
  userId: string,
  due: number,
  input: ReversalInput,
): Promise<number> {
  if (due <= 0) return 0;
  const balance = (await lockedBalance(tx, userId)) ?? 0;
  const amount = Math.min(due, balance);
  if (amount <= 0) return 0;
  await postEntry(tx, {
    userId,
    amount: -amount,
    kind: 'adjust',
    key: input.key,
    reason: `${input.reason}: ${amount.toLocaleString('en-US')} tokens of "${order.description}" taken back`,
    ref: { type: 'order', id: order.id },
  });
  return amount;
}

/** The latest monthly premium grant of the subscription, in tokens (0: none). */
async function latestGrant(tx: Db, subscriptionId: string): Promise<number> {
  const [row] = await tx
    .select({ amount: tokenLedger.amount })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.refType, 'subscription'),
        eq(tokenLedger.refId, subscriptionId),
        eq(tokenLedger.kind, 'grant'),
      ),
    )
    .orderBy(desc(tokenLedger.id))
    .limit(1);
  return row?.amount ?? 0;
}

/** Premium ends now: the period closes and `users.premium_until` with it. */
async function endPremium(tx: Db, userId: string, now: Date): Promise<string | null> {
  const sub = await subscriptionOf(tx, userId);
  if (!sub || sub.currentPeriodEnd <= now) return null;
  await tx
    .update(subscriptions)
    .set({
      currentPeriodEnd: now,
      cancelAtPeriodEnd: true,
      canceledAt: sub.canceledAt ?? now,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id));
  await tx.update(users).set({ premiumUntil: now }).where(eq(users.id, userId));
  return sub.id;
}

/** Inside the caller's transaction; see the module comment. */
export async function reverseOrder(
  tx: Db,
  order: OrderRow,
  input: ReversalInput,
): Promise<Reversal> {
  const userId = order.userId;
  // Not delivered (open, canceled), or an anonymised order of a deleted account: nothing to take.
  if (!userId || order.status !== 'complete') return NOTHING;
  const share = Math.min(1, Math.max(0, input.share));
  const now = input.now ?? new Date();
  await lockedBalance(tx, userId);
  const before = await takenBefore(tx, order.id);
  if (order.productType === 'tokens') {
    const due = Math.round((order.tokens ?? 0) * share) - before;
    const taken = await take(tx, order, userId, due, input);
    return { taken, owed: Math.max(0, due - taken), premiumEnded: false };
  }
  if (share < 1 && input.cause === 'refund') return NOTHING;
  const subscriptionId = await endPremium(tx, userId, now);
  if (!subscriptionId) return NOTHING;
  const due = (await latestGrant(tx, subscriptionId)) - before;
  const taken = await take(tx, order, userId, due, input);
  return { taken, owed: Math.max(0, due - taken), premiumEnded: true };
}
