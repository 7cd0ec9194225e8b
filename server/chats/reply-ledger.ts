/**
 * What replies do to the token ledger. Each attempt at a reply (the first, then each
 * regenerate) is one reservation, `reply:<id>:reserve:<attempt>`; it ends as a charge (the
 * reply was written: the tokens stay spent, a zero entry records it) or a refund (it failed,
 * or was stopped before its first word). Keys make each of these happen once per attempt.
 */
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { REPLY_TOKEN_COST } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { chats, messages, tokenLedger } from '../db/schema.ts';
import { postEntries, postEntry, type Posted } from '../money/ledger.ts';

export type ReplyToReserve = { id: string; avatarName: string };

const replyRef = (id: string) => ({ type: 'message' as const, id });

const reservationsOf = (replyId: string) =>
  and(
    eq(tokenLedger.refType, 'message'),
    eq(tokenLedger.refId, replyId),
    eq(tokenLedger.kind, 'reserve'),
  );

async function attempts(tx: Db, replyId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tokenLedger).where(reservationsOf(replyId));
  return row?.n ?? 0;
}

/**
 * Reserves each reply's cost, all or none. undefined: the balance does not cover them
 * (nothing written). `again`: a new attempt at an existing reply (a new version, or a
 * continue); `reason`: what the history says of it, when not the usual.
 */
export async function reserveReplies(
  tx: Db,
  userId: string,
  replies: ReplyToReserve[],
  { again = false, reason }: { again?: boolean; reason?: string } = {},
): Promise<Posted | undefined> {
  const entries = [];
  for (const reply of replies) {
    const attempt = again ? (await attempts(tx, reply.id)) + 1 : 1;
    entries.push({
      userId,
      amount: -REPLY_TOKEN_COST,
      kind: 'reserve' as const,
      key: `reply:${reply.id}:reserve:${attempt}`,
      reason:
        reason ??
        (again
          ? `Reply from ${reply.avatarName}, written again`
          : `Reply from ${reply.avatarName}`),
      ref: replyRef(reply.id),
    });
  }
  return postEntries(tx, entries);
}

/** The reply's current reservation, if it was reserved through the ledger. */
async function currentReservation(tx: Db, replyId: string) {
  const [row] = await tx
    .select({
      userId: tokenLedger.userId,
      key: tokenLedger.idempotencyKey,
      reason: tokenLedger.reason,
    })
    .from(tokenLedger)
    .where(reservationsOf(replyId))
    .orderBy(desc(tokenLedger.id))
    .limit(1);
  return row?.userId ? { ...row, userId: row.userId } : undefined;
}

/** The reply was written: its reservation becomes a charge (no tokens move). */
export async function chargeReply(tx: Db, replyId: string): Promise<void> {
  const reservation = await currentReservation(tx, replyId);
  if (!reservation) return; // a free reply (a chat's greeting) or one from before the ledger
  await postEntry(tx, {
    userId: reservation.userId,
    amount: 0,
    kind: 'charge',
    key: reservation.key.replace(':reserve:', ':charge:'),
    reason: reservation.reason,
    ref: replyRef(replyId),
  });
}

/**
 * Gives back what the reply still holds, once: the row is locked, `charged` drops to 0 and the
 * refund is posted in the caller's transaction, so two refunds of one reply cannot both pay.
 */
export async function refundReply(tx: Db, replyId: string, reason: string): Promise<void> {
  const [held] = await tx
    .select({ charged: messages.charged, userId: chats.userId })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(messages.id, replyId), gt(messages.charged, 0)))
    .for('update', { of: messages });
  if (!held) return;
  await tx.update(messages).set({ charged: 0 }).where(eq(messages.id, replyId));
  const reservation = await currentReservation(tx, replyId);
  // A reply reserved before the ledger existed has no reservation entry: attempt 0.
  const key = reservation
    ? reservation.key.replace(':reserve:', ':refund:')
    : `reply:${replyId}:refund:0`;
  await postEntry(tx, {
    userId: held.userId,
    amount: held.charged,
    kind: 'refund',
    key,
    reason,
    ref: replyRef(replyId),
  });
}
