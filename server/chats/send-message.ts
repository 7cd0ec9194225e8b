import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHAT_ERROR_CODES, REPLY_TOKEN_COST, type SendMessageBody } from '../contract/chats.ts';
import type { Db } from '../db/client.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { findMessage, OPEN_STATUSES, repliesTo, userBalance } from '../db/queries/messages.ts';
import { chats, messages, type MessageRow } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { reserveReplies } from './reply-ledger.ts';
import type { Lease } from './reply-states.ts';
import { insufficientTokens } from './tokens.ts';
import { speakingOrder } from '../contract/turn-order.ts';

export type SendOutcome = {
  created: boolean;
  message: MessageRow;
  replies: MessageRow[];
  balance: number;
  /**
   * The reply this send just stored as the one to write now (STREAMING, no words, nothing
   * open before it): its job starts on it without looking it up or claiming it. Not on a
   * repeat of a send, whose replies may be anyone's by now.
   */
  writeNow?: MessageRow;
};

/**
 * Sending is one transaction: the user message (its id is the client's idempotency key),
 * the token reservation for every reply, the replies themselves and the rotation. Either all
 * of it happens or none: a refused send (402) leaves no message behind, and a repeat of the
 * same id finds the first send's rows and charges nothing. Two identical sends at once
 * serialize on the primary key: the second waits for the first to commit, then finds it.
 */
export async function sendMessage(
  db: Db,
  { chat, seats }: ChatWithSeats,
  body: SendMessageBody,
  /** The writing process's hold on the reply written at once (reply-states.ts). */
  lease?: Lease,
): Promise<SendOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SendOutcome | null> => {
    const [message] = await tx
      .insert(messages)
      .values({ id: body.id, chatId: chat.id, text: body.text, status: 'SENT' })
      .onConflictDoNothing()
      .returning();
    if (!message) return null;
    const { speakers, rotation } =
      chat.type === 'GROUP'
        ? speakingOrder(seats, chat.rotation, body.text, body.responders)
        : { speakers: seats.slice(0, 1), rotation: 0 };
    const replyIds = speakers.map(() => randomUUID());
    const reserved = await reserveReplies(
      tx,
      chat.userId,
      speakers.map((avatar, index) => ({ id: replyIds[index] ?? '', avatarName: avatar.name })),
    );
    if (reserved === undefined) {
      throw insufficientTokens(speakers.length, await userBalance(tx, chat.userId));
    }
    // A reply still being written ahead of these (an earlier message) keeps its turn.
    const [busy] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.chatId, chat.id), inArray(messages.status, [...OPEN_STATUSES])))
      .limit(1);
    const replies = await tx
      .insert(messages)
      .values(
        speakers.map((avatar, index) => ({
          id: replyIds[index] ?? randomUUID(),
          chatId: chat.id,
          avatarId: avatar.id,
          text: '',
          status: index === 0 && !busy ? ('STREAMING' as const) : ('QUEUED' as const),
          replyTo: message.id,
          charged: REPLY_TOKEN_COST,
          ...(index === 0 && !busy && lease
            ? { leaseOwner: lease.owner, leaseUntil: lease.until }
            : {}),
        })),
      )
      .returning();
    // Sending is reading: the user has seen everything up to here.
    await tx
      .update(chats)
      .set({ rotation, updatedAt: sql`now()`, lastReadAt: sql`now()` })
      .where(eq(chats.id, chat.id));
    const ordered = replies.sort((a, b) => a.seq - b.seq);
    return {
      created: true,
      message,
      replies: ordered,
      balance: reserved.balance,
      writeNow: ordered[0]?.status === 'STREAMING' ? ordered[0] : undefined,
    };
  });
  if (outcome) return outcome;

  const message = await findMessage(db, body.id);
  // The id is taken by another chat, or by a reply: not a repeat of this send.
  if (!message || message.chatId !== chat.id || message.avatarId !== null) {
    throw conflict(
      CHAT_ERROR_CODES.messageIdTaken,
      'This message id is already used; send it with a new id.',
    );
  }
  return {
    created: false,
    message,
    replies: await repliesTo(db, message.id),
    balance: await userBalance(db, chat.userId),
  };
}
