/**
 * Editing (issue 29). The user's own last message: its new words are stored (the first ones
 * kept as originalText) and the Angels answer it again — each reply to it gets a new version
 * (alternatives.ts), so the answers to the old words stay reachable; all charged or none. An
 * Angel's reply, any of them: its words replaced, marked edited, the first ones kept; the
 * model reads the edited words from then on (they are the message's text). The route runs
 * the moderation filter on the new words exactly as on a sent message.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { REPLY_TOKEN_COST } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { lastMessage, userBalance } from '../db/queries/messages.ts';
import { shownMessage } from '../db/queries/shown.ts';
import { messages, type MessageRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { unlearnEdited } from '../memory/shown-facts.ts';
import { freshVersion, keepShown, lockMessage } from './alternatives.ts';
import { reviseHistory } from './history-revision.ts';
import { messageOfChat } from './reply-actions.ts';
import type { ReplyJobs } from './reply-jobs.ts';
import { reserveReplies } from './reply-ledger.ts';
import { notSteerable, requireQuiet, requireSettled } from './steer-rules.ts';
import { insufficientTokens } from './tokens.ts';

export type EditOutcome = { message: MessageRow; replies: MessageRow[]; balance: number };

/** The new words, the first ones kept (an edit of an edit keeps the very first). */
const edited = (text: string, editId: string | null) => ({
  text,
  editId,
  originalText: sql`coalesce(${messages.originalText}, ${messages.text})`,
  editedAt: sql`now()`,
  updatedAt: sql`now()`,
});

/** The Angels' answers to a user message, as shown (those moderation hid left out). */
async function answersOf(db: Db, id: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.replyTo, id),
        isNotNull(messages.avatarId),
        isNull(messages.hiddenAt),
        shownMessage(),
      ),
    )
    .orderBy(asc(messages.seq));
}

/**
 * The edit `editId` made already (a retry after a lost answer): the message and its answers
 * as they are now, nothing edited or charged again. Undefined: not made yet.
 */
export async function repeatedEdit(
  db: Db,
  { chat }: ChatWithSeats,
  id: string,
  editId: string | undefined,
): Promise<EditOutcome | undefined> {
  if (!editId) return undefined;
  const row = await messageOfChat(db, chat.id, id);
  if (row.editId !== editId) return undefined;
  const replies = row.avatarId === null ? await answersOf(db, row.id) : [];
  return { message: row, replies, balance: await userBalance(db, chat.userId) };
}

/**
 * A message deleted or set aside by a rewind is not in the chat the user sees: not theirs to
 * edit (an edit queued offline may arrive after such a change). 404, as a read of it is.
 */
function requireShown(row: MessageRow): void {
  if (row.deletedAt !== null || row.branchId !== null) {
    throw notFound('This message is no longer in the chat: it was deleted or set aside.');
  }
}

/** Checks what can be checked before the filter runs (the route filters, then calls edit). */
export async function editTarget(db: Db, { chat }: ChatWithSeats, id: string) {
  const row = await messageOfChat(db, chat.id, id);
  requireShown(row);
  requireSettled(row, 'edited');
  if (row.avatarId === null) {
    const last = await lastMessage(db, chat.id);
    const isLast = last && (last.id === row.id || last.replyTo === row.id);
    if (!isLast) {
      throw notSteerable(
        'Only your last message can be edited: the conversation has gone on since.',
      );
    }
    await requireQuiet(db, chat.id);
  }
  return row;
}

export async function editMessage(
  db: Db,
  jobs: ReplyJobs,
  { chat, seats }: ChatWithSeats,
  target: MessageRow,
  text: string,
  editId?: string,
): Promise<EditOutcome> {
  const lease = jobs.lease();
  const outcome = await db.transaction(async (tx): Promise<EditOutcome> => {
    const locked = await lockMessage(tx, target.id);
    if (!locked) throw notFound('This chat has no message with this id.');
    // The same edit sent twice at once: the second waited for the first's lock, and answers.
    if (editId && locked.editId === editId) {
      const replies = locked.avatarId === null ? await answersOf(tx, locked.id) : [];
      return { message: locked, replies, balance: await userBalance(tx, chat.userId) };
    }
    requireShown(locked);
    requireSettled(locked, 'edited');
    const [message] = await tx
      .update(messages)
      .set(edited(text, editId ?? null))
      .where(eq(messages.id, locked.id))
      .returning();
    if (!message) throw notFound('This chat has no message with this id.');
    // An Angel's reply may be older than the newest page a tab catching up reads.
    await reviseHistory(tx, chat.id);
    if (locked.avatarId === null) await unlearnEdited(tx, chat.id, locked);
    if (locked.avatarId !== null) {
      return { message, replies: [], balance: await userBalance(tx, chat.userId) };
    }
    // The Angels answer the new words: each reply gets a new version (hidden ones stay as
    // moderation left them). The first is written at once, the others wait their turn.
    const answers = await tx
      .select()
      .from(messages)
      .where(eq(messages.replyTo, locked.id))
      .orderBy(asc(messages.seq))
      .for('update');
    const open = answers.filter((reply) => reply.hiddenAt === null && reply.avatarId !== null);
    const replies: MessageRow[] = [];
    for (const [index, reply] of open.entries()) {
      requireSettled(reply, 'written again');
      await keepShown(tx, reply);
      const first = index === 0;
      const [started] = await tx
        .update(messages)
        .set({
          ...freshVersion(reply),
          status: first ? 'STREAMING' : 'QUEUED',
          charged: REPLY_TOKEN_COST,
          ...(first ? { leaseOwner: lease.owner, leaseUntil: lease.until } : {}),
        })
        .where(eq(messages.id, reply.id))
        .returning();
      if (started) replies.push(started);
    }
    if (replies.length === 0) {
      return { message, replies, balance: await userBalance(tx, chat.userId) };
    }
    const names = new Map(seats.map((seat) => [seat.id, seat.name]));
    const reserved = await reserveReplies(
      tx,
      chat.userId,
      replies.map((r) => ({ id: r.id, avatarName: names.get(r.avatarId ?? -1) ?? 'an Angel' })),
      { again: true },
    );
    if (reserved === undefined) {
      throw insufficientTokens(replies.length, await userBalance(tx, chat.userId));
    }
    return { message, replies, balance: reserved.balance };
  });
  if (outcome.replies.length) jobs.kick(chat.id);
  return outcome;
}
