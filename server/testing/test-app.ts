/**
 * Gives each server test file an app over a real, freshly reset database: in-memory PGlite
 * by default (one per worker, reused across files because the server project runs with
 * isolate: false), or the PostgreSQL at DATABASE_URL. Reset = drop everything, migrate, seed,
 * the same path a first production start takes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { seedProducts } from '../db/seed/products.ts';
import { createMemoryMailEngine, type Mail } from '../engines/mail/mail-engine.ts';
import { balanceMismatches } from '../money/ledger.ts';

let shared: Promise<Database> | undefined;

function database(): Promise<Database> {
  shared ??= openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: null });
  return shared;
}

export async function resetDatabase(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await db.execute(sql.raw('drop schema if exists public cascade'));
  await db.execute(sql.raw('create schema public'));
  await database.migrate();
  await seedIfEmpty(db);
  await seedProducts(db);
  await seedDemoAccounts(db);
}

/** `mails` is what the app sent, in order (the memory mail engine). */
export type TestContext = { app: App; database: Database; config: Config; mails: Mail[] };

// Tests log in and write far more often than people, all from one address; rate-limit tests
// lower these again. Replies stream without pauses unless a file asks for a pace.
const TEST_DEFAULTS = {
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  WRITE_LIMIT_SCALE: '1000',
  READ_LIMIT_SCALE: '1000',
  REPLY_WORD_DELAY_MS: '0',
  // A test's model server answers its replies only; memory tests turn the memory calls on.
  LLM_MEMORY: 'off',
};

/** Call at the top of a test file; the context is filled in before its tests run. */
export function useTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'replies' | 'workers'> = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const db = await database();
    await resetDatabase(db);
    const config = { ...loadConfig({ ...TEST_DEFAULTS, ...env }), dataDir: null };
    const mail = createMemoryMailEngine();
    Object.assign(context, {
      database: db,
      config,
      mails: mail.sent,
      app: createApp({ db: db.db, config, mail, info: () => {}, ...deps }),
    });
  });
  // Reply jobs outlive requests: the next file's reset must not pull the tables from under them.
  // Then, whatever the file did, every balance must still be the sum of its ledger entries.
  afterAll(async () => {
    await context.app?.replyJobs.idle();
    await context.app?.memoryJobs.idle();
    await context.app?.pushJobs.stop();
    await context.app?.workers.close();
    if (!context.database) return;
    const wrong = await balanceMismatches(context.database.db);
    if (wrong.length > 0) {
      throw new Error(`Balances that are not the sum of their ledger: ${JSON.stringify(wrong)}`);
    }
  });
  return context;
}
