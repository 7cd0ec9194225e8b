/**
 * Continue: the Angel goes on from where her last reply stopped, in the same message. The
 * reply is opened again with its text kept and marked handed over (releasedAt), which is how a
 * writer already continues a reply another process began: a model gets the text as the start
 * of its answer (prefill), the built-in engine writes the next part (`continueFrom`). It costs
 * a reply: one more reservation of the reply's ledger; if nothing more comes, or the engine
 * fails, the reply keeps its words, is shown as before and the reservation is refunded.
 */
import { and, eq, sql } from 'drizzle-orm';
import { REPLY_TOKEN_COST } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { OPEN_STATUSES, userBalance } from '../db/queries/messages.ts';
import { chats, messages, type MessageRow } from '../db/schema.ts';
import { inArray } from 'drizzle-orm';
import { lockMessage } from './alternatives.ts';
import { messageOfChat } from './reply-actions.ts';
import type { ReplyJobs } from './reply-jobs.ts';
import { refundReply, reserveReplies } from './reply-ledger.ts';
import { inProgress, notSteerable, requireQuiet, requireSettled } from './steer-rules.ts';
import { lastMessage } from '../db/queries/messages.ts';
import { insufficientTokens } from './tokens.ts';

/** What a continuation that brought nothing says (its tokens are given back). */
export const NOTHING_MORE = 'She had nothing to add this time. Your tokens were refunded.';

export async function continueReply(
  db: Db,
  jobs: ReplyJobs,
  { chat, seats }: ChatWithSeats,
  id: string,
): Promise<{ reply: MessageRow; balance: number }> {
  const row = await messageOfChat(db, chat.id, id);
  if (row.avatarId === null) throw notSteerable('Only an Angel’s reply can go on.');
  if ((await lastMessage(db, chat.id))?.id !== row.id) {
    throw notSteerable('Only the last message of a chat can go on.');
  }
  requireSettled(row, 'continued');
  await requireQuiet(db, chat.id);
  if (!row.text.trim()) {
    throw notSteerable('This reply has no words to go on from: write it again instead.');
  }
  const lease = jobs.lease();
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockMessage(tx, row.id);
    if (!locked || OPEN_STATUSES.some((s) => s === locked.status) || locked.hiddenAt) {
      throw inProgress();
    }
    const [reply] = await tx
      .update(messages)
      .set({
        status: 'STREAMING',
        error: null,
        charged: REPLY_TOKEN_COST,
        continuedFrom: locked.text.length,
        attempt: sql`${messages.attempt} + 1`,
        // Handed over (to this process, which holds the lease): its writer goes on from the text.
        releasedAt: sql`now()`,
        leaseOwner: lease.owner,
        leaseUntil: lease.until,
        updatedAt: sql`now()`,
      })
      .where(eq(messages.id, locked.id))
      .returning();
    if (!reply) throw inProgress();
    const speaker = seats.find((avatar) => avatar.id === reply.avatarId);
    const reserved = await reserveReplies(
      tx,
      chat.userId,
      [{ id: reply.id, avatarName: speaker?.name ?? 'an Angel' }],
      { again: true, reason: `Reply from ${speaker?.name ?? 'an Angel'}, continued` },
    );
    if (reserved === undefined) throw insufficientTokens(1, await userBalance(tx, chat.userId));
    return { reply, balance: reserved.balance };
  });
  jobs.kick(chat.id);
  return outcome;
}

/** The words a continuation goes on from, while it is being written; undefined otherwise. */
export function continuationBase(row: MessageRow): string | undefined {
  return row.continuedFrom === null ? undefined : row.text.slice(0, row.continuedFrom);
}

/**
 * A continuation that failed, or brought nothing: the reply keeps every word it has (its
 * earlier ones count as before, in the history too), the error says why, the tokens of this
 * attempt are refunded.
 */
export async function endContinuation(
  db: Db,
  id: string,
  text: string,
  error: string,
): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ status: 'COMPLETE', text, error, updatedAt: sql`now()` })
      .where(and(eq(messages.id, id), inArray(messages.status, [...OPEN_STATUSES])))
      .returning();
    if (!row) return undefined;
    await refundReply(tx, id, 'Refund: the reply could not go on');
    await tx
      .update(chats)
      .set({ updatedAt: sql`now()` })
      .where(eq(chats.id, row.chatId));
    return row;
  });
}
