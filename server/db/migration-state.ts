/**
 * Which migrations a database has had, against those this build ships: readiness
 * (routes/health.ts) and the concurrent-start test compare the two.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR, type Db } from './client.ts';

/** Drizzle's own record of applied migrations (both drivers keep it there). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });

/** How many migrations this build ships: its journal's entries. */
export function migrationsShipped(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has had applied. */
export async function migrationsApplied(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appliedMigrations);
  return row?.n ?? 0;
}
