import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { moderationCases as cases } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { heldElsewhere, type Agent } from './case-claims.ts';

/**
 * The chat's unresolved case, for an action on the chat (hide, reply): its id goes into the
 * audit entry. While another agent holds the case, the chat is theirs to act in: refused with
 * 409 naming them, so two agents never answer one user at once. Locked until the action
 * commits, so the case cannot change hands halfway.
 */
export async function caseForChatAction(tx: Db, agent: Agent, chatId: string) {
  const [open] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.chatId, chatId), ne(cases.status, 'resolved')))
    .for('update');
  if (!open) return null;
  if (open.assigneeId && open.assigneeId !== agent.id) {
    throw await heldElsewhere(tx, open);
  }
  return open.id;
}

/**
 * The chat's unresolved case, which `agent` must hold, for writing in the chat as its Angel:
 * words put in the Angel's mouth, in someone's private conversation, are the act of the one
 * agent who has taken the case, never of any agent passing by. No case, or one nobody has
 * claimed, is refused (403) as is one held by another agent (409 naming them). Locked until
 * the reply commits, like caseForChatAction.
 */
export async function caseHeldForReply(tx: Db, agent: Agent, chatId: string): Promise<string> {
  const [open] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.chatId, chatId), ne(cases.status, 'resolved')))
    .for('update');
  if (!open) {
    throw forbidden(
      'This chat has no open case: agents write as the Angel only in a chat whose case they hold.',
    );
  }
  if (!open.assigneeId)
    throw forbidden("Claim this chat's case before writing in it as the Angel.");
  if (open.assigneeId !== agent.id) throw await heldElsewhere(tx, open);
  return open.id;
}

/** The id of the chat's unresolved case, if any (for the audit entry of a read). */
export async function openCaseId(db: Db, chatId: string): Promise<string | null> {
  const [open] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.chatId, chatId), ne(cases.status, 'resolved')));
  return open?.id ?? null;
}
