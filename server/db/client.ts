import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Notifications } from '../live/process-channel.ts';
import * as schema from './schema.ts';

/** Either driver, typed by our schema: the rest of the server never cares which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Apply pending migrations from server/db/migrations. */
  migrate(): Promise<void>;
  /** LISTEN/NOTIFY between the processes sharing a PostgreSQL; none on PGlite (one process). */
  notifications?: Notifications;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock migrations run under: "angels" in ASCII, a key no other code takes. */
const MIGRATION_LOCK = 0x616e67656c73;

/**
 * Several processes starting at once on one PostgreSQL apply the migrations once: each waits
 * for the session-level advisory lock on a connection of its own, so the first applies them
 * and the others, let in after it, find nothing left to do. (PGlite has one process.)
 */
async function migrateOnce(sql: postgres.Sql, migrate: () => Promise<void>): Promise<void> {
  const session = await sql.reserve();
  try {
    await session`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migrate();
    } finally {
      await session`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    session.release();
  }
}

/** Our statements are tiny; a small pool is plenty and keeps Postgres connections cheap. */
export const POSTGRES_POOL_MAX = 10;

export type OpenOptions = {
  /** A postgres:// URL; wins over dataDir. */
  databaseUrl?: string | null;
  /** PGlite data directory, created if missing; null or undefined = in-memory. */
  dataDir?: string | null;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, { max: POSTGRES_POOL_MAX, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOnce(sql, () => migratePostgres(db, { migrationsFolder })),
      notifications: {
        // postgres.js listens on a connection of its own, and listens again after a reconnect.
        listen: async (channel, onPayload) => void (await sql.listen(channel, onPayload)),
        notify: async (channel, payload) => void (await sql.notify(channel, payload)),
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? undefined);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
