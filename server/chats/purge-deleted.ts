import { and, lt, not, sql } from 'drizzle-orm';
import { DELETED_KEPT_HOURS } from '../contract/rewind.ts';
import type { Db } from '../db/client.ts';
import { chats, messages, moderationCases } from '../db/schema.ts';
import { forgetLearnedFrom } from '../memory/shown-facts.ts';

/** How often the purge runs: its work is due by the hour, so a few times an hour is enough. */
export const PURGE_SWEEP_MS = 15 * 60_000;

/**
 * Removes for good the messages and chats the user deleted more than DELETED_KEPT_HOURS ago
 * (their undo has long passed), except in a chat whose moderation case is still open: the case
 * keeps its evidence until an agent resolves it, and the next sweep after that takes them. What
 * depends on a message goes with it (its alternatives, ratings, memory uses, the facts learned
 * from it), and on a chat (its seats, branches, memory); a case keeps its excerpts and loses
 * only the link (on delete set null). Returns how many rows (messages and chats) were removed.
 */
export async function purgeDeleted(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETED_KEPT_HOURS * 3_600_000);
  const openCase = (chatId: typeof messages.chatId | typeof chats.id) =>
    sql`exists (select 1 from ${moderationCases} c
      where c.chat_id = ${chatId} and c.status <> 'resolved')`;
  const due = and(lt(messages.deletedAt, cutoff), not(openCase(messages.chatId)));
  return db.transaction(async (tx) => {
    // Facts learned from them go first: the link's "set null" would make them stand again.
    await forgetLearnedFrom(tx, tx.select({ id: messages.id }).from(messages).where(due));
    const removed = await tx.delete(messages).where(due).returning({ id: messages.id });
    const gone = await tx
      .delete(chats)
      .where(and(lt(chats.deletedAt, cutoff), not(openCase(chats.id))))
      .returning({ id: chats.id });
    return removed.length + gone.length;
  });
}
