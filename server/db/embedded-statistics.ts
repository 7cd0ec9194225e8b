import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/** How often the embedded database's planner statistics are gathered again. */
export const STATISTICS_REFRESH_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum, so nothing gathers the planner's statistics by itself, and
 * without them the planner guesses a chat holds a handful of messages. It then reads a long
 * chat's newest page by a bitmap scan and a sort of every message of it: 12–17 ms for the
 * newest 50 of 10,000 (the history page, memory's marks), against 0.1–0.25 ms by the index
 * once ANALYZE has run (measured with EXPLAIN ANALYZE, issue 30). So the embedded database
 * gathers them at start and every STATISTICS_REFRESH_MS, about as often as autovacuum would
 * for a table that grows by a chat's messages. ANALYZE reads a bounded sample of each table
 * (130–330 ms for the whole database beside a 10,000-message chat). PostgreSQL's autovacuum
 * does this itself.
 */
export async function gatherStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** At start: PGlite only. */
export async function gatherStatisticsIfEmbedded(database: Database): Promise<void> {
  if (database.kind === 'pglite') await gatherStatistics(database.db);
}
