/**
 * Hiding a message: the user then sees it as removed by moderation (its place kept, its text
 * gone), the reply engine no longer reads it, and agents still read the text. Hiding a hidden
 * message changes nothing; a reply still being written cannot be hidden until it finishes.
 */
import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { reviseHistory } from '../chats/history-revision.ts';
import { messageOfChat } from '../chats/reply-actions.ts';
import { CHAT_ERROR_CODES } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { OPEN_STATUSES } from '../db/queries/messages.ts';
import { messages, type ChatRow, type MessageRow } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import type { Agent } from './case-claims.ts';
import { caseForChatAction } from './chat-case.ts';

/** `caseId`: the chat's unresolved case, whose agents' screens should look again. */
export type HideOutcome = { message: MessageRow; changed: boolean; caseId: string | null };

const stillWriting = () =>
  conflict(
    CHAT_ERROR_CODES.replyInProgress,
    'This reply is still being written: hide it once it has finished.',
  );

const isOpen = (row: MessageRow) => (OPEN_STATUSES as readonly string[]).includes(row.status);

export async function hideMessage(
  db: Db,
  agent: Agent,
  chat: ChatRow,
  messageId: string,
  reason: string,
): Promise<HideOutcome> {
  const target = await messageOfChat(db, chat.id, messageId);
  if (target.hiddenAt) return { message: target, changed: false, caseId: null };
  if (isOpen(target)) throw stillWriting();
  return db.transaction(async (tx) => {
    const caseId = await caseForChatAction(tx, agent, chat.id);
    const [row] = await tx
      .update(messages)
      .set({ hiddenAt: sql`now()`, hiddenBy: agent.id, hiddenReason: reason })
      .where(
        and(
          eq(messages.id, target.id),
          isNull(messages.hiddenAt),
          not(inArray(messages.status, [...OPEN_STATUSES])),
        ),
      )
      .returning();
    if (!row) {
      // Hidden by another agent a moment ago, or being written again (regenerated).
      const now = await messageOfChat(tx, chat.id, messageId);
      if (now.hiddenAt) return { message: now, changed: false, caseId };
      throw stillWriting();
    }
    // It may be older than the newest page, which is all a tab catching up reads.
    await reviseHistory(tx, chat.id);
    await recordAudit(tx, {
      actor: agent,
      action: 'hide-message',
      targetUserId: chat.userId,
      caseId,
      chatHash: chat.chatHash,
      messageId: row.id,
      before: { hidden: null },
      after: { hidden: { at: row.hiddenAt?.toISOString() ?? null, reason } },
    });
    return { message: row, changed: true, caseId };
  });
}
