import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { migrationsApplied, migrationsShipped } from './migration-state.ts';

// Several processes on one PostgreSQL; the embedded database has one process by construction.
describe.runIf(Boolean(process.env.DATABASE_URL))('processes starting together', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('apply the migrations of an empty database once, and all of them start', async () => {
    const url = process.env.DATABASE_URL!;
    // Three processes, each with its own connections, as three servers would have.
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ databaseUrl: url }));
    const [first] = opened;
    await first!.db.execute(sql.raw('drop schema if exists drizzle cascade'));
    await first!.db.execute(sql.raw('drop schema if exists public cascade'));
    await first!.db.execute(sql.raw('create schema public'));

    await Promise.all(opened.map((database) => database.migrate()));

    expect(await migrationsApplied(first!.db)).toBe(migrationsShipped());
  });
});
