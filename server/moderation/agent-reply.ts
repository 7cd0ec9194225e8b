/**
 * An agent writing as the chat's Angel, only in a chat whose open case they hold (claimed by
 * them; see caseHeldForReply): a finished reply (COMPLETE) that answers no message
 * (replyTo null, like an opening greeting, so it is never regenerated), costs the user
 * nothing (charged 0, no ledger entry) and carries who wrote it (`written_by`), which only the
 * console and the audit log show. It moves the chat up the user's list like any reply; it
 * leaves the group's rotation alone (whose turn it is stays the user's choice). Never in a chat
 * the user deleted (409 CHAT_DELETED): the case still reads it, but the user would not.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AgentReplyBody } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { shownChat } from '../db/queries/shown.ts';
import { chats, messages, type MessageRow } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import type { Agent } from './case-claims.ts';
import { chatDeletedByUser } from './case-errors.ts';
import { caseHeldForReply } from './chat-case.ts';

const refuse = (message: string) => badRequest(message, [{ path: 'avatarId', message }]);

/** Which Angel speaks: a group's must be named and seated; a one-to-one chat has one. */
function speaker({ chat, seats }: ChatWithSeats, avatarId: number | undefined): number {
  if (chat.type === 'GROUP' && avatarId === undefined) {
    throw refuse('Choose which Angel of the group replies.');
  }
  const chosen = avatarId === undefined ? seats[0] : seats.find((a) => a.id === avatarId);
  if (!chosen) throw refuse('This Angel is not in this chat.');
  return chosen.id;
}

export async function replyAsAvatar(
  db: Db,
  agent: Agent,
  found: ChatWithSeats,
  body: AgentReplyBody,
): Promise<{ message: MessageRow; caseId: string }> {
  const { chat } = found;
  const avatarId = speaker(found, body.avatarId);
  return db.transaction(async (tx) => {
    // The chat's row first, then its case: the order a send that raises a flag takes them in.
    // Locked, the chat cannot be deleted meanwhile; one the user deleted is not written into.
    const [shown] = await tx
      .update(chats)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(chats.id, chat.id), shownChat()))
      .returning({ id: chats.id });
    if (!shown) throw chatDeletedByUser();
    const caseId = await caseHeldForReply(tx, agent, chat.id);
    const [row] = await tx
      .insert(messages)
      .values({
        id: randomUUID(),
        chatId: chat.id,
        avatarId,
        text: body.text,
        status: 'COMPLETE',
        replyTo: null,
        writtenBy: agent.id,
      })
      .returning();
    if (!row) throw new Error('The reply was not stored');
    await recordAudit(tx, {
      actor: agent,
      action: 'reply-as-avatar',
      targetUserId: chat.userId,
      caseId,
      chatHash: chat.chatHash,
      messageId: row.id,
      before: null,
      after: { avatarId, text: row.text },
    });
    return { message: row, caseId };
  });
}
