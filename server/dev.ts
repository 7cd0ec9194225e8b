/**
 * Development entry (npm run dev): one process, one port. Hono answers /api/* and /payment exactly
 * as in production; everything else goes to Vite in middleware mode (HMR, on-the-fly transforms).
 */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createVite } from 'vite';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openAndPrepare } from './db/open.ts';
import { demoAccountsLine } from './db/seed/demo-accounts.ts';
import { logger } from './observability/logger.ts';

const config = loadConfig();
const database = await openAndPrepare(config);
const app = createApp({ db: database.db, notifications: database.notifications, config });
const api = getRequestListener(app.fetch);
// Replies a production run handed over as it shut down go on here.
await app.replyJobs.takeOver();
// Angels who write first, as in production.
app.writesFirst.start(config.writesFirst.checkMs);

const server = http.createServer();
const vite = await createVite({
  // Vite's HMR websocket shares our HTTP server, so the dev app needs only one port.
  server: { middlewareMode: true, hmr: { server } },
  appType: 'spa',
});

server.on('request', (req, res) => {
  const url = req.url ?? '/';
  const ours = (prefix: string) =>
    url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
  // The payment pages are the server's own HTML, outside the single-page app.
  if (ours('/api') || ours('/payment')) {
    void api(req, res);
  } else {
    vite.middlewares(req, res);
  }
});

server.listen(config.port, config.host ?? undefined, () => {
  logger.info(`Angels (dev) is running at http://localhost:${config.port}/`);
  if (config.seed) logger.info(demoAccountsLine());
});

async function shutdown() {
  server.close();
  await vite.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
