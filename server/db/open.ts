import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/index.ts';

/** Open, migrate and (when configured) seed: what every server process does at start. */
export async function openAndPrepare(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seed'>,
  log: (message: string) => void = console.log,
): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seed) {
      const added = await seedIfEmpty(database.db);
      if (added) log(`Seeded the demo catalogue with ${added} Angels.`);
      const accounts = await seedDemoAccounts(database.db);
      if (accounts) log(`Added ${accounts} demo accounts.`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
