/**
 * The process's metrics: one prom-client registry, built from metric-table.ts, and the small
 * record functions the rest of the server calls. Counters and histograms are process-wide
 * (one process = one scrape target); gauges that describe live objects (reply jobs, the
 * database) read them at scrape time through the sources the app registers.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  METRICS,
  type LLM_ERROR_KINDS,
  type MAIL_OUTCOMES,
  type PAYMENT_OUTCOMES,
  type PUSH_OUTCOMES,
  type REPLY_OUTCOMES,
  type STREAM_KINDS,
} from './metric-table.ts';

export const registry = new Registry();
// CPU, memory, event-loop lag, GC and handles under their usual names (process_*, nodejs_*).
collectDefaultMetrics({ register: registry });

const registers = [registry];

type ReplyJobCounts = { writing: number; waiting: number };
type DatabaseSource = { driver: string; maxConnections: number; ping: () => Promise<number> };
/** What the scrape-time gauges read; the app registers its own (app.ts). */
const sources: { replyJobs?: () => ReplyJobCounts; database?: DatabaseSource } = {};

const httpRequests = new Counter({
  ...METRICS.httpRequests,
  labelNames: [...METRICS.httpRequests.labelNames],
  registers,
});
const httpDuration = new Histogram({
  ...METRICS.httpDuration,
  labelNames: [...METRICS.httpDuration.labelNames],
  buckets: [...METRICS.httpDuration.buckets],
  registers,
});
const repliesStarted = new Counter({ ...METRICS.repliesStarted, labelNames: [], registers });
const repliesEnded = new Counter({
  ...METRICS.repliesEnded,
  labelNames: [...METRICS.repliesEnded.labelNames],
  registers,
});
const firstToken = new Histogram({
  ...METRICS.firstToken,
  labelNames: [],
  buckets: [...METRICS.firstToken.buckets],
  registers,
});
const llmErrors = new Counter({
  ...METRICS.llmErrors,
  labelNames: [...METRICS.llmErrors.labelNames],
  registers,
});
const pushDeliveries = new Counter({
  ...METRICS.pushDeliveries,
  labelNames: [...METRICS.pushDeliveries.labelNames],
  registers,
});
const mailDeliveries = new Counter({
  ...METRICS.mailDeliveries,
  labelNames: [...METRICS.mailDeliveries.labelNames],
  registers,
});
const payments = new Counter({
  ...METRICS.payments,
  labelNames: [...METRICS.payments.labelNames],
  registers,
});
const eventStreams = new Gauge({
  ...METRICS.eventStreams,
  labelNames: [...METRICS.eventStreams.labelNames],
  registers,
});
new Gauge({
  ...METRICS.replyJobs,
  labelNames: [...METRICS.replyJobs.labelNames],
  registers,
  collect() {
    const counts = sources.replyJobs?.() ?? { writing: 0, waiting: 0 };
    this.set({ state: 'writing' }, counts.writing);
    this.set({ state: 'waiting' }, counts.waiting);
  },
});
new Gauge({
  ...METRICS.dbPoolMax,
  labelNames: [...METRICS.dbPoolMax.labelNames],
  registers,
  collect() {
    this.reset();
    const db = sources.database;
    if (db) this.set({ driver: db.driver }, db.maxConnections);
  },
});
new Gauge({
  ...METRICS.dbPing,
  labelNames: [...METRICS.dbPing.labelNames],
  registers,
  async collect() {
    this.reset();
    const db = sources.database;
    if (db) this.set({ driver: db.driver }, await db.ping());
  },
});
// Zero, not absent, before the first event: a rate over a series that appears late misses it.
for (const kind of ['live', 'reply'] satisfies (typeof STREAM_KINDS)[number][]) {
  eventStreams.set({ kind }, 0);
}

export type RouteLabels = { method: string; route: string; status_class: string };

export function recordHttp(labels: RouteLabels, seconds: number): void {
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export const recordReplyStarted = () => repliesStarted.inc();
export const recordReplyEnded = (outcome: (typeof REPLY_OUTCOMES)[number]) =>
  repliesEnded.inc({ outcome });
export const recordFirstToken = (seconds: number) => firstToken.observe(seconds);
export const recordLlmError = (kind: (typeof LLM_ERROR_KINDS)[number]) => llmErrors.inc({ kind });
/** For the push deliveries (server/push/**): one call per delivery attempt's result. */
export const recordPushDelivery = (outcome: (typeof PUSH_OUTCOMES)[number]) =>
  pushDeliveries.inc({ outcome });
export const recordMailDelivery = (outcome: (typeof MAIL_OUTCOMES)[number]) =>
  mailDeliveries.inc({ outcome });
/** `provider`: the order's provider name (sandbox, stripe, …): a handful of values. */
export const recordPayment = (provider: string, outcome: (typeof PAYMENT_OUTCOMES)[number]) =>
  payments.inc({ provider, outcome });

/** Counts an event stream while `run` lasts (the stream's whole life). */
export async function countStream<T>(
  kind: (typeof STREAM_KINDS)[number],
  run: () => Promise<T>,
): Promise<T> {
  eventStreams.inc({ kind });
  try {
    return await run();
  } finally {
    eventStreams.dec({ kind });
  }
}

/** The app's reply jobs (the last app built in this process: one in production). */
export function watchReplyJobs(counts: () => ReplyJobCounts): void {
  sources.replyJobs = counts;
}

export function watchDatabase(source: DatabaseSource): void {
  sources.database = source;
}

/** The scrape: Prometheus text format. */
export async function scrape(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
