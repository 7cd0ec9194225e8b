import { AFTER_EVERY_LEASE, failStaleReplies } from '../chats/reply-states.ts';
import { replyOrphanAfterMs, type Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { gatherStatisticsIfEmbedded } from './embedded-statistics.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/index.ts';
import { seedProducts } from './seed/products.ts';
import { logInfo } from '../observability/logger.ts';

/** Open, migrate and (when configured) seed: what every server process does at start. */
export async function openAndPrepare(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seed' | 'llm'>,
  log: (message: string) => void = logInfo,
): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seed) {
      const added = await seedIfEmpty(database.db);
      if (added) log(`Seeded the demo catalogue with ${added} Angels.`);
      await seedProducts(database.db);
      const accounts = await seedDemoAccounts(database.db, { conversations: true });
      if (accounts) log(`Added ${accounts} demo accounts.`);
    }
    // One embedded process: every open reply is an orphan of the last run (a crash; replies its
    // shutdown handed over are continued, see ReplyJobs.takeOver). A shared PostgreSQL may
    // have other processes writing replies: only those quiet long enough are orphans.
    const idleSince = new Date(Date.now() - replyOrphanAfterMs(config));
    // One embedded process: no lease of the last run's writers holds. A shared PostgreSQL:
    // only leases that have run out.
    const now = database.kind === 'pglite' ? AFTER_EVERY_LEASE : new Date();
    const failed = await failStaleReplies(database.db, idleSince, now);
    if (failed) log(`Marked ${failed} unfinished replies from the last run as failed (refunded).`);
    await gatherStatisticsIfEmbedded(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
