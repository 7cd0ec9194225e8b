/**
 * What the app factory (app.ts) adds for the operator, in one call: the request observer as
 * the first middleware, GET /metrics (when METRICS_TOKEN is set), and the sources the
 * scrape-time gauges read (reply jobs, the database).
 */
import type { Env, Hono, Schema } from 'hono';
import type { ReplyJobs } from '../chats/reply-jobs.ts';
import type { Config } from '../config.ts';
import { POSTGRES_POOL_MAX, type Db } from '../db/client.ts';
import { pingSeconds } from './db-ping.ts';
import { observeRequests } from './http-observer.ts';
import { metricsRoutes } from './metrics-route.ts';
import { watchDatabase, watchReplyJobs } from './metrics.ts';

type Deps = {
  db: Db;
  config: Pick<Config, 'databaseUrl' | 'metricsToken'>;
  replyJobs: Pick<ReplyJobs, 'counts'>;
};

export function observeApp<E extends Env, S extends Schema, B extends string>(
  app: Hono<E, S, B>,
  { db, config, replyJobs }: Deps,
): void {
  app.use('*', observeRequests());
  app.route('/', metricsRoutes(config.metricsToken));
  watchReplyJobs(() => replyJobs.counts());
  watchDatabase({
    driver: config.databaseUrl ? 'postgres' : 'pglite',
    // PGlite is one connection in this process: its queries take turns.
    maxConnections: config.databaseUrl ? POSTGRES_POOL_MAX : 1,
    ping: () => pingSeconds(db),
  });
}
