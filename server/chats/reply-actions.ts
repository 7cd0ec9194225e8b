import { eq } from 'drizzle-orm';
import { CHAT_ERROR_CODES, REPLY_TOKEN_COST } from '../contract/chats.ts';
import type { Db } from '../db/client.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { findMessage, lastMessage, nextOpenReply, userBalance } from '../db/queries/messages.ts';
import { messages, type MessageRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { freshVersion, keepShown, lockMessage, presentOneSteered } from './alternatives.ts';
import type { ReplyHub } from './reply-hub.ts';
import type { ReplyJobs } from './reply-jobs.ts';
import { reserveReplies } from './reply-ledger.ts';
import { closeReply } from './reply-states.ts';
import { insufficientTokens } from './tokens.ts';
import { isUuid } from '../contract/ids.ts';
const FINISHED = ['COMPLETE', 'STOPPED', 'FAILED'] as const;

/** A message of this chat by id (any other id, or another chat's, is simply not here). */
export async function messageOfChat(db: Db, chatId: string, id: string): Promise<MessageRow> {
  const row = isUuid(id) ? await findMessage(db, id) : undefined;
  if (!row || row.chatId !== chatId) throw notFound('This chat has no message with this id.');
  return row;
}

/**
 * Stop keeps what was written (STOPPED) and the tokens stay spent; a reply stopped before
 * its first word (still QUEUED, say) is refunded. Stopping a finished reply changes nothing.
 */
export async function stopReply(
  db: Db,
  jobs: ReplyJobs,
  hub: ReplyHub,
  { chat }: ChatWithSeats,
  id: string,
): Promise<MessageRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await messageOfChat(db, chat.id, id);
    if (reply.status !== 'QUEUED' && reply.status !== 'STREAMING') return reply;
    if (await jobs.stop(id)) continue; // the job stored it; read it back
    // Handed over by a process that shut down, and not taken yet: stopped here, unless a
    // writer takes it first (then round again, to stop that writer).
    const released = reply.releasedAt !== null;
    // Written by another process: it stops it and stores what it wrote (what was followed).
    if (reply.status === 'STREAMING' && !released && (await hub.stopElsewhere(id))) continue;
    const stopped = await closeReply(db, id, 'STOPPED', reply.text, null, {
      whileReleased: released,
    });
    if (stopped) {
      hub.publish(id, {
        type: 'done',
        message: await presentOneSteered(db, stopped, chat.chatHash),
      });
      return stopped;
    }
    // The job claimed it between our read and our update: go round and stop the job.
  }
  return messageOfChat(db, chat.id, id);
}

/**
 * Regenerate writes the chat's last reply again as a new version (alternatives.ts): the one
 * shown is kept, the row starts over empty, a new job writes it, and the reply's cost is
 * reserved again (the earlier versions' tokens were spent on them). Only the last
 * message of the chat qualifies, and only once nothing in the chat is still being written.
 */
export async function regenerateReply(
  db: Db,
  jobs: ReplyJobs,
  { chat, seats }: ChatWithSeats,
  id: string | null,
): Promise<{ reply: MessageRow; balance: number }> {
  const target =
    id === null ? await lastMessage(db, chat.id) : await messageOfChat(db, chat.id, id);
  if (await nextOpenReply(db, chat.id)) {
    throw conflict(
      CHAT_ERROR_CODES.replyInProgress,
      'A reply is still being written: stop it or wait for it to finish first.',
    );
  }
  const last = id === null ? target : await lastMessage(db, chat.id);
  // A chat's opening greeting answers nothing: it is not a reply to write again.
  if (!target || target.avatarId === null || target.replyTo === null || last?.id !== target.id) {
    throw conflict(
      CHAT_ERROR_CODES.notRegenerable,
      'Only the last reply of a chat can be written again.',
    );
  }
  // Moderation's decision stands: a new text would quietly take the removed one's place.
  if (target.hiddenAt) {
    throw conflict(
      CHAT_ERROR_CODES.notRegenerable,
      'A reply removed by moderation cannot be written again; send a new message instead.',
    );
  }
  const lease = jobs.lease();
  const outcome = await db.transaction(async (tx) => {
    // The version shown is kept among the reply's versions; the new one is written beside it.
    const locked = await lockMessage(tx, target.id);
    // Someone else regenerated it a moment ago (or moderation just removed it).
    if (!locked || !FINISHED.some((s) => s === locked.status) || locked.hiddenAt) return null;
    await keepShown(tx, locked);
    const [reply] = await tx
      .update(messages)
      .set({
        ...freshVersion(locked),
        status: 'STREAMING',
        charged: REPLY_TOKEN_COST,
        // Held by this process from now: its job picks it up at once.
        leaseOwner: lease.owner,
        leaseUntil: lease.until,
      })
      .where(eq(messages.id, locked.id))
      .returning();
    if (!reply) return null;
    const speaker = seats.find((avatar) => avatar.id === reply.avatarId);
    const reserved = await reserveReplies(
      tx,
      chat.userId,
      [{ id: reply.id, avatarName: speaker?.name ?? 'an Angel' }],
      { again: true },
    );
    if (reserved === undefined) throw insufficientTokens(1, await userBalance(tx, chat.userId));
    return { reply, balance: reserved.balance };
  });
  if (!outcome) {
    throw conflict(CHAT_ERROR_CODES.replyInProgress, 'This reply is already being written again.');
  }
  jobs.kick(chat.id);
  return outcome;
}
