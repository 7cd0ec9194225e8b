import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { moderationCases, users } from '../db/schema.ts';

/**
 * Delete the account row; the foreign keys do the rest in the same statement: chats, their
 * messages, sessions, links and the subscription go with it (on delete cascade), while the
 * token ledger and orders stay for bookkeeping with their user_id set to null (anonymised).
 * Access tokens already issued stop working at once: every request loads its user. An agent's
 * claimed cases go back to the queue first: an open case always has its agent.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(moderationCases)
      .set({ status: 'new', assigneeId: null, claimedAt: null })
      .where(and(eq(moderationCases.assigneeId, userId), eq(moderationCases.status, 'open')));
    const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length === 1;
  });
}
