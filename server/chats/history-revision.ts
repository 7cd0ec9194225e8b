/**
 * The chat's history revision (db/tables/history-revisions.ts): counted up by every change to
 * the shown history other than a message added at its end or the newest reply written again,
 * which merging the newest page by id already shows. Every such change calls reviseHistory in
 * its transaction; the history pages carry the count, read before the page's rows, so a page
 * never carries a count newer than its rows (at worst a tab reads the history once too often).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { historyRevisions } from '../db/schema.ts';

/** The shown history changed in place: messages left it, came back, or changed words. */
export async function reviseHistory(tx: Db, chatId: string): Promise<void> {
  await tx
    .insert(historyRevisions)
    .values({ chatId, revision: 1 })
    .onConflictDoUpdate({
      target: historyRevisions.chatId,
      set: { revision: sql`${historyRevisions.revision} + 1` },
    });
}

/** 0 for a chat whose history only ever grew. */
export async function historyRevision(db: Db, chatId: string): Promise<number> {
  const [row] = await db
    .select({ revision: historyRevisions.revision })
    .from(historyRevisions)
    .where(eq(historyRevisions.chatId, chatId));
  return row?.revision ?? 0;
}
