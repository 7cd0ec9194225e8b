import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { timeBoxed } from '../time-box.ts';

/** A scrape waits this long at most for the database; the gauge then reads this value. */
export const PING_CAP_SECONDS = 1;

/**
 * Seconds for `select 1`: a free pool connection plus a round trip. A saturated pool (every
 * connection busy) or a struggling database shows as a rising value, capped at
 * PING_CAP_SECONDS (also when the query fails: the scrape itself must not fail).
 */
export async function pingSeconds(db: Db): Promise<number> {
  const started = performance.now();
  try {
    const answer = await timeBoxed(
      db.execute(sql`select 1`),
      PING_CAP_SECONDS * 1000,
      'timeout' as const,
    );
    if (answer === 'timeout') return PING_CAP_SECONDS;
  } catch {
    return PING_CAP_SECONDS;
  }
  return Math.min(PING_CAP_SECONDS, (performance.now() - started) / 1000);
}
