/**
 * Every series /metrics serves, defined once: its name, help text, type and label names
 * (server/observability/metrics.ts builds them from here; the tests walk this table and
 * expect each series in a scrape). Labels hold small, fixed sets of values only: route
 * templates, never raw paths; outcomes and kinds from the lists below, never free text.
 */

/** Seconds: from 5 ms (a cached read) to 30 s (REQUEST_TIMEOUT_MS's default). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a local engine answers in milliseconds, a busy hosted model in tens of seconds. */
const FIRST_TOKEN_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];

/** How a reply ended (server/chats/reply-jobs.ts). */
export const REPLY_OUTCOMES = ['completed', 'failed', 'stopped', 'handed_over'] as const;
/** Why a model provider call went wrong (engines/reply/openai-engine.ts, llm-error-kind.ts). */
export const LLM_ERROR_KINDS = [
  'timeout',
  'unreachable',
  'broken_stream',
  'unreadable',
  'context_length',
  'rate_limited',
  'auth',
  'not_found',
  'server_error',
  'client_error',
] as const;
/** A Web Push delivery (server/push/**). `gone`: the subscription expired (404/410). */
export const PUSH_OUTCOMES = ['sent', 'gone', 'failed'] as const;
export const MAIL_OUTCOMES = ['sent', 'failed'] as const;
/**
 * What fulfilment did with a reported payment (server/money/fulfilment.ts): `completed` (paid
 * or free, delivered), `refused` (a free order over its coupon's limit), `duplicate` (already
 * done: a replayed event), and a provider's `declined`.
 */
export const PAYMENT_OUTCOMES = ['completed', 'refused', 'duplicate', 'declined'] as const;
/** Server-Sent Event streams: the live hints (/api/events) and reply streams. */
export const STREAM_KINDS = ['live', 'reply'] as const;
/** Reply jobs of this process: writing a reply now, or started/queued but not writing yet. */
export const REPLY_JOB_STATES = ['writing', 'waiting'] as const;

export type MetricDefinition = {
  name: string;
  help: string;
  type: 'counter' | 'histogram' | 'gauge';
  labelNames: readonly string[];
  buckets?: number[];
};

export const METRICS = {
  httpRequests: {
    name: 'angels_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class.',
    type: 'counter',
    labelNames: ['method', 'route', 'status_class'],
  },
  httpDuration: {
    name: 'angels_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (a stream: until its headers), by route template.',
    type: 'histogram',
    labelNames: ['method', 'route', 'status_class'],
    buckets: HTTP_BUCKETS,
  },
  repliesStarted: {
    name: 'angels_replies_started_total',
    help: 'Replies this process began writing (a handed-over reply counts again where it goes on).',
    type: 'counter',
    labelNames: [],
  },
  repliesEnded: {
    name: 'angels_replies_total',
    help: 'Replies this process stopped writing, by outcome.',
    type: 'counter',
    labelNames: ['outcome'],
  },
  firstToken: {
    name: 'angels_reply_first_token_seconds',
    help: "Time from a reply job's start (claim, history, prompt) to the model's first words.",
    type: 'histogram',
    labelNames: [],
    buckets: FIRST_TOKEN_BUCKETS,
  },
  replyJobs: {
    name: 'angels_reply_jobs',
    help: 'Reply jobs of this process now: writing a reply, or waiting (claiming, queued).',
    type: 'gauge',
    labelNames: ['state'],
  },
  llmErrors: {
    name: 'angels_llm_errors_total',
    help: 'Errors of model provider calls, by kind (retried attempts count each).',
    type: 'counter',
    labelNames: ['kind'],
  },
  pushDeliveries: {
    name: 'angels_push_deliveries_total',
    help: 'Web Push deliveries, by outcome.',
    type: 'counter',
    labelNames: ['outcome'],
  },
  mailDeliveries: {
    name: 'angels_mail_deliveries_total',
    help: 'Mails handed to the mail engine (SMTP, file or memory), by outcome.',
    type: 'counter',
    labelNames: ['outcome'],
  },
  payments: {
    name: 'angels_payments_total',
    help: 'Payments reported to fulfilment, by provider and outcome.',
    type: 'counter',
    labelNames: ['provider', 'outcome'],
  },
  dbPoolMax: {
    name: 'angels_db_pool_max_connections',
    help: 'Connections the database pool may open (PostgreSQL pool size; PGlite: 1).',
    type: 'gauge',
    labelNames: ['driver'],
  },
  dbPing: {
    name: 'angels_db_ping_seconds',
    help: 'Time for `select 1` at scrape time: waiting for a pool connection plus a round trip (capped).',
    type: 'gauge',
    labelNames: ['driver'],
  },
  eventStreams: {
    name: 'angels_event_streams',
    help: 'Open Server-Sent Event streams of this process, by kind.',
    type: 'gauge',
    labelNames: ['kind'],
  },
} as const satisfies Record<string, MetricDefinition>;
