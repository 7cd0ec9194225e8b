import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { messages, users, type MessageRow } from '../schema.ts';
import { shownMessage } from './shown.ts';

export const OPEN_STATUSES = ['QUEUED', 'STREAMING'] as const;
/** What a model may read as said: sent messages, finished replies, stopped ones' words. */
export const HISTORY_STATUSES = ['SENT', 'COMPLETE', 'STOPPED'] as const;

/** One earlier message as an engine reads it. */
export type HistoryTurn = { seq: number; avatarId: number | null; text: string };

/**
 * Newest first, older than `beforeSeq`; one more than asked tells whether older ones exist.
 * The chat as shown (./shown.ts), unless `everything` (agents' transcript: deleted and
 * rewound messages too, marked).
 */
export async function messagePage(
  db: Db,
  chatId: string,
  beforeSeq: number | null,
  limit: number,
  { everything = false } = {},
): Promise<{ rows: MessageRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chatId),
        beforeSeq ? lt(messages.seq, beforeSeq) : undefined,
        everything ? undefined : shownMessage(),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function repliesTo(db: Db, messageId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.replyTo, messageId))
    .orderBy(asc(messages.seq));
}

export async function lastMessage(db: Db, chatId: string): Promise<MessageRow | undefined> {
  const { rows } = await messagePage(db, chatId, null, 1);
  return rows[0];
}

/** The oldest reply of the chat still waiting or being written: the one whose turn it is. */
export async function nextOpenReply(db: Db, chatId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), inArray(messages.status, [...OPEN_STATUSES])))
    .orderBy(asc(messages.seq))
    .limit(1);
  return row;
}

/**
 * Reads of one (chat_id, seq) index range — the newest rows before a point, the oldest after
 * one — walk the index whatever the statistics say: the embedded database gathers them only
 * every so often (db/embedded-statistics.ts), and a chat grown since looks small to the
 * planner, which then reads and sorts the chat's whole history (tens of ms at 10,000 messages)
 * to return a few rows. `read` runs in a transaction that turns bitmap scans off (SET LOCAL:
 * only for it); several reads share one.
 */
export function inSeqOrder<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return read(tx);
  });
}

/**
 * The chat's messages before `seq` that count as what was said (historyRows' rule): written,
 * not hidden, shown, and settled as history. One index range of (chat_id, seq).
 */
export function historyBeforeSeq(chatId: string, seq: number) {
  return and(
    eq(messages.chatId, chatId),
    lt(messages.seq, seq),
    ne(messages.text, ''),
    isNull(messages.hiddenAt),
    shownMessage(),
    inArray(messages.status, [...HISTORY_STATUSES]),
  );
}

/**
 * What an engine sees: the recent written messages before `seq`, oldest first. Messages
 * moderation hid are left out: the Angel answers as if they had never been written. Only the
 * columns an engine reads are fetched. Failed replies (a provider's error, a stream cut off:
 * their partial text was never the Angel's word) and replies still open are left out too; a
 * stopped reply keeps the words it had. Run it inside inSeqOrder (historyBefore does).
 */
export async function historyRows(
  tx: Db,
  chatId: string,
  seq: number,
  limit: number,
): Promise<HistoryTurn[]> {
  const rows = await tx
    .select({ seq: messages.seq, avatarId: messages.avatarId, text: messages.text })
    .from(messages)
    .where(historyBeforeSeq(chatId, seq))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

/** historyRows on its own. */
export function historyBefore(
  db: Db,
  chatId: string,
  seq: number,
  limit: number,
): Promise<HistoryTurn[]> {
  return inSeqOrder(db, (tx) => historyRows(tx, chatId, seq, limit));
}

export async function userBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ tokens: users.tokens }).from(users).where(eq(users.id, userId));
  return row?.tokens ?? 0;
}
