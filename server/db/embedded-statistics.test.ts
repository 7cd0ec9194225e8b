/**
 * The embedded database's planner statistics (embedded-statistics.ts): gathered when it opens,
 * so a long chat's newest page is read through the index instead of a sort of the whole chat.
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../memory/raw-rows.ts';
import type { Database } from './client.ts';
import { openAndPrepare } from './open.ts';

/** The first value of a one-row answer. */
async function one(database: Database, query: SQL): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(database.db, query);
  return Number(row?.n);
}

describe('the embedded database at start', () => {
  it(
    'has its statistics gathered, the seeded conversations counted',
    { timeout: 120_000 },
    async () => {
      const database = await openAndPrepare(
        { databaseUrl: null, dataDir: null, seed: true, llm: null },
        () => undefined,
      );
      try {
        const count = await one(database, sql`select count(*) as n from messages`);
        expect(count).toBeGreaterThan(0);
        // What the planner believes the table holds: -1 until statistics were gathered.
        expect(
          await one(database, sql`select reltuples as n from pg_class where relname = 'messages'`),
        ).toBe(count);
      } finally {
        await database.close();
      }
    },
  );
});
