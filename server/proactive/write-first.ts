/**
 * The Angel's message written first, stored in one transaction: the message (QUEUED, no
 * message of the user before it: `reply_to` null), its cost reserved through the ledger like a
 * reply's, the send counted for the day's cap, and the chat's row moved on and released. The
 * reply jobs then write it with the model, as any reply (prompt budget, moderation, streaming;
 * finishReply charges it, or a failure refunds it).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../contract/errors.ts';
import { WRITES_FIRST } from '../contract/proactive-constants.ts';
import { HttpError } from '../http/errors.ts';
import type { Db } from '../db/client.ts';
import { shownChat } from '../db/queries/shown.ts';
import { reserveReplies } from '../chats/reply-ledger.ts';
import {
  avatars,
  chats,
  messages,
  proactiveChats,
  proactiveSends,
  type MessageRow,
} from '../db/schema.ts';
import { moneyFacts } from './facts.ts';
import { moneyVerdict } from './rules.ts';

/** Rolls the transaction back: nothing is stored, nothing charged. */
class NotNow extends Error {}

export type WriteFirstPlan = {
  chatId: string;
  userId: string;
  /** The scheduler process holding the chat's row. */
  owner: string;
  now: Date;
  /** The user's calendar day (the cap's) and the waking day (the per-day count's). */
  localDay: string;
  wakingDay: string;
  /** When the scheduler looks at the chat again. */
  nextCheckAt: Date;
};

export type Written = { message: MessageRow; chatHash: string };

/** undefined: not now after all (the cap or the tokens went meanwhile, the chat went, or the lease). */
export async function writeFirst(db: Db, plan: WriteFirstPlan): Promise<Written | undefined> {
  try {
    return await db.transaction(async (tx) => {
      // The user's cap row first (held to the end): two chats of one user take turns here.
      const money = await moneyFacts(tx, plan.userId, plan.localDay, { lock: true });
      if (!moneyVerdict(plan.now, money).due) throw new NotNow();
      const [chat] = await tx
        .update(chats)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(chats.id, plan.chatId), eq(chats.type, 'ONE'), shownChat()))
        .returning({ avatarId: chats.oneAvatarId, chatHash: chats.chatHash });
      if (!chat?.avatarId) throw new NotNow();
      const [angel] = await tx
        .select({ name: avatars.name })
        .from(avatars)
        .where(eq(avatars.id, chat.avatarId));
      const id = randomUUID();
      const [message] = await tx
        .insert(messages)
        .values({
          id,
          chatId: plan.chatId,
          avatarId: chat.avatarId,
          text: '',
          status: 'QUEUED',
          replyTo: null,
          charged: WRITES_FIRST.cost,
        })
        .returning();
      const name = angel?.name ?? 'Your Angel';
      const reserved = await reserveReplies(tx, plan.userId, [{ id, avatarName: name }], {
        reason: `${name} wrote first`,
      });
      if (!message || !reserved) throw new NotNow();
      await tx.insert(proactiveSends).values({
        messageId: id,
        userId: plan.userId,
        chatId: plan.chatId,
        localDay: plan.localDay,
      });
      const [held] = await tx
        .update(proactiveChats)
        .set({
          dayCount: sql`case when ${proactiveChats.wakingDay} = ${plan.wakingDay}
            then ${proactiveChats.dayCount} + 1 else 1 end`,
          wakingDay: plan.wakingDay,
          lastMessageId: id,
          lastSentAt: plan.now,
          nextCheckAt: plan.nextCheckAt,
          leaseOwner: null,
          leaseUntil: null,
        })
        .where(
          and(
            eq(proactiveChats.chatId, plan.chatId),
            eq(proactiveChats.leaseOwner, plan.owner),
            eq(proactiveChats.enabled, true),
          ),
        )
        .returning({ chatId: proactiveChats.chatId });
      // Its lease ran out and another process has the chat now (or the user turned it off).
      if (!held) throw new NotNow();
      return { message, chatHash: chat.chatHash };
    });
  } catch (error) {
    if (error instanceof NotNow) return undefined;
    // The user's own monthly token limit (Settings → Spending) is reached: not now either.
    if (error instanceof HttpError && error.body.code === ERROR_CODES.limitReached) {
      return undefined;
    }
    throw error;
  }
}
