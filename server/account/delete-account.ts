import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chats, moderationCases, users } from '../db/schema.ts';
import { releaseClaimsOfLeaving } from '../moderation/leaving-agent.ts';

/**
 * Delete the user's chats, then the account row; the foreign keys do the rest: messages,
 * Angels, sessions, links and the subscription go with it (on delete cascade), while the
 * token ledger and orders stay for bookkeeping with their user_id set to null (anonymised).
 * Access tokens already issued stop working at once: every request loads its user. An agent's
 * claimed cases go back to the queue first, each release in the audit log under their name.
 * Moderation cases about the user (open and resolved) are kept, anonymised: see below.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Not locked here: the cases first, then the row (as a sanction citing a case takes them).
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return false;
    await releaseClaimsOfLeaving(tx, user);
    // Their cases stay, anonymised, with the evidence they hold (the flags' excerpts as they
    // were, violations, audit entries); the chats and messages still go. Unlinked before the
    // chats: a chat case that loses its chat while still naming the user would meet the user's
    // open case outside chats on the one-per-user index.
    await tx
      .update(moderationCases)
      .set({ userId: null })
      .where(eq(moderationCases.userId, userId));
    // The chats first, on their own: they seat the user's Angels, and if the row's cascades
    // took the Angels before the chats (their order is the triggers'), the seats would refuse.
    await tx.delete(chats).where(eq(chats.userId, userId));
    const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length === 1;
  });
}
