import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, type Database } from './client.ts';

const applied = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });
const shipped = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

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

    const [row] = await first!.db.select({ n: count() }).from(applied);
    expect(row?.n).toBe(shipped);
  });
});
