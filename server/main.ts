/** Production entry: one process serving the API and the built app (npm start / npm run serve). */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { RESERVATION_SWEEP_MS, sweepStaleReservations } from './angels/reservation-sweep.ts';
import { purgeDeleted, PURGE_SWEEP_MS } from './chats/purge-deleted.ts';
import { LEASE_MS } from './chats/reply-jobs.ts';
import { failStaleReplies } from './chats/reply-states.ts';
import { loadConfig, replyOrphanAfterMs } from './config.ts';
import { gatherStatistics, STATISTICS_REFRESH_MS } from './db/embedded-statistics.ts';
import { openAndPrepare } from './db/open.ts';
import { behind } from './db/queries/behind.ts';
import { describeLlm } from './engines/reply/llm-settings.ts';
import { demoAccountsLine } from './db/seed/demo-accounts.ts';
import { mountStatic } from './static.ts';
import { logger } from './observability/logger.ts';
import { describePayments } from './payment/stripe-config.ts';

const config = loadConfig();
const database = await openAndPrepare(config);
const app = createApp({ db: database.db, notifications: database.notifications, config });
await app.listening;
mountStatic(app, config.distDir);
// The card workers start now, not on the first import (each loads its modules for a second).
app.workers.warm();

// Replies handed over by the last run (or, on a shared PostgreSQL, by a process that shut
// down while none other was there to take them) are continued now.
const resumed = await app.replyJobs.takeOver();
// Memory work a process left unfinished (its lease ran out) is done now, not at the next reply.
app.memoryJobs.kick();
// Notifications left waiting (a retry due, a process that stopped) are sent now.
app.pushJobs.kick();
// Angels who write first: this process looks for chats due as often as configured.
app.writesFirst.start(config.writesFirst.checkMs);
if (resumed)
  logger.info(`Continuing the unfinished replies of ${resumed} chats handed over at shutdown.`);

const server = serve(
  { fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) },
  (info: AddressInfo) => {
    // PORT=0 picks a free port: mailed links must carry the real one.
    if (config.port === 0 && !process.env.PUBLIC_URL) {
      config.publicUrl = config.publicUrl.replace(/:0$/, `:${info.port}`);
    }
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    logger.info(
      `Angels is running at http://localhost:${info.port}/  (pid ${process.pid}, database: ${where})`,
    );
    if (config.seed) logger.info(demoAccountsLine());
    // What replies are asked with (engines/reply/llm-settings.ts), or that none are asked.
    logger.info(
      config.llm
        ? describeLlm(config.llm.model, config.llm.baseUrl, config.llm)
        : 'Replies from the built-in persona engine (set LLM_BASE_URL and LLM_MODEL for a model).',
    );
    logger.info(describePayments(config.payment));
  },
);

// Keep idle connections longer than the clients and proxies that reuse them (nginx, load
// balancers: 60 s). With Node's 5 s default, a client reusing a connection just as the server
// drops it gets ECONNRESET on a request the server never saw. Shutdown closes idle ones itself.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// With a shared PostgreSQL, a process that died leaves replies no start-up here will see:
// settle those whose lease has run out (their words are kept, their tokens refunded), checked
// as often as a lease lasts, so within two leases of the crash. The same sweep takes over
// replies handed over whose hand-over notice this process missed.
const orphanAfterMs = replyOrphanAfterMs(config);
const sweep = config.databaseUrl
  ? setInterval(() => {
      failStaleReplies(database.db, new Date(Date.now() - orphanAfterMs))
        .then(() => app.replyJobs.takeOver())
        .catch((error: unknown) => logger.error({ err: error }, 'Sweeping open replies failed'));
    }, LEASE_MS)
  : undefined;
sweep?.unref();

// Tokens reserved for an Angel (created or imported) by an attempt that died before its insert
// come back once the reservation's lease has run out, on either database, without a retry.
const reservations = setInterval(() => {
  sweepStaleReservations(database.db).catch((error: unknown) =>
    logger.error({ err: error }, 'Sweeping stale Angel reservations failed'),
  );
}, RESERVATION_SWEEP_MS);
reservations.unref();

// Messages the user deleted are kept while their undo may come (and while a moderation case
// holds the chat), then removed for good.
const purge = setInterval(() => {
  purgeDeleted(database.db).catch((error: unknown) =>
    logger.error({ err: error }, 'Purging deleted messages failed'),
  );
}, PURGE_SWEEP_MS);
purge.unref();

// The embedded database gathers no planner statistics by itself (db/embedded-statistics.ts):
// again every so often, as background work that lets a send go first.
const statistics =
  database.kind === 'pglite'
    ? setInterval(() => {
        gatherStatistics(behind(database.db, () => app.replyJobs.foreground.quiet())).catch(
          (error: unknown) => logger.error({ err: error }, 'Gathering statistics failed'),
        );
      }, STATISTICS_REFRESH_MS)
    : undefined;
statistics?.unref();

let closing = false;
/**
 * SIGTERM/SIGINT: stop accepting connections, let open replies finish within the grace period
 * (REPLY_SHUTDOWN_GRACE_MS), hand the rest over (to another process at once, or to the next
 * start), close the connections (their clients reconnect and follow the replies where they go
 * on), close the database and exit 0. A second signal exits at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    logger.info(`${signal} received again: exiting now.`);
    process.exit(1);
  }
  closing = true;
  app.lifecycle.closing = true;
  clearInterval(sweep);
  clearInterval(reservations);
  clearInterval(purge);
  clearInterval(statistics);
  logger.info(`${signal} received: finishing open replies, then shutting down.`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  try {
    // No Angel starts writing first while the replies are handed over.
    await app.writesFirst.stop();
    const handedOver = await app.replyJobs.shutdown(config.replyShutdownGraceMs);
    // A memory job being run may finish; cut short, another process does it again.
    await app.memoryJobs.shutdown(5_000);
    // Replies settled in the grace period queued their notifications: the one being sent ends,
    // the rest wait in the database for the next process.
    await app.pushJobs.stop();
    if (handedOver) logger.info(`Handed over ${handedOver} unfinished replies to be continued.`);
  } catch (error) {
    logger.error(
      { err: error },
      'Handing over open replies failed; their leases run out and they are settled',
    );
  }
  // Finished streams got their `done`, and a handed-over reply's followers reconnect: whatever
  // still hangs on (a slow client) gets a moment, then goes.
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 2000);
  force.unref();
  await closed;
  clearTimeout(force);
  await app.workers.close();
  try {
    await database.close();
  } catch (error) {
    logger.error({ err: error }, 'Closing the database failed');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
