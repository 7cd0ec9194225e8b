/** Production entry: one process serving the API and the built app (npm run serve / start). */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openAndPrepare } from './db/open.ts';
import { demoAccountsLine } from './db/seed/demo-accounts.ts';
import { mountStatic } from './static.ts';

const config = loadConfig();
const database = await openAndPrepare(config);
const app = createApp({ db: database.db, config });
mountStatic(app, config.distDir);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Angels is running at http://localhost:${info.port}/  (database: ${where})`);
  if (config.seed) console.log(demoAccountsLine());
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received, shutting down.`);
  // Don't wait forever for keep-alive connections to drain.
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  server.close(() => {
    database.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Closing the database failed', error);
        process.exit(1);
      },
    );
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
