import { and, lt, sql } from 'drizzle-orm';
import { DELETED_KEPT_HOURS } from '../contract/rewind.ts';
import type { Db } from '../db/client.ts';
import { messages, moderationCases } from '../db/schema.ts';

/** How often the purge runs: its work is due by the hour, so a few times an hour is enough. */
export const PURGE_SWEEP_MS = 15 * 60_000;

/**
 * Removes for good the messages the user deleted more than DELETED_KEPT_HOURS ago (their undo
 * has long passed), except in a chat whose moderation case is still open: the case keeps its
 * evidence until an agent resolves it, and the next sweep after that takes them. What depends
 * on a message goes with it (its alternatives, ratings, memory uses); a case flag keeps its
 * excerpt and loses only the link (on delete set null). Returns how many were removed.
 */
export async function purgeDeleted(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETED_KEPT_HOURS * 3_600_000);
  const removed = await db
    .delete(messages)
    .where(
      and(
        lt(messages.deletedAt, cutoff),
        sql`not exists (select 1 from ${moderationCases} c
          where c.chat_id = ${messages.chatId} and c.status <> 'resolved')`,
      ),
    )
    .returning({ id: messages.id });
  return removed.length;
}
