import { isIP } from 'node:net';
import { llmSettings, type LlmSettings } from './engines/reply/llm-settings.ts';
import { plainAddress } from './http/client-address.ts';
import path from 'node:path';
import { writesFirstConfig, type WritesFirstConfig } from './proactive/scheduler-config.ts';
import { paymentConfig, type PaymentConfig } from './payment/stripe-config.ts';

/** Everything the server reads from the environment, resolved once at start. */
export type Config = {
  port: number;
  /** Interface to bind; null = all interfaces (IPv6 and IPv4). */
  host: string | null;
  /** PGlite data directory; `null` means in-memory (tests). Ignored when databaseUrl is set. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** Seed the demo catalogue when it is empty (embedded default; opt-in for real Postgres). */
  seed: boolean;
  distDir: string;
  domainName: string;
  currency: string;
  signupLink: string;
  paymentPageUrl: string;
  supportEmail: string;
  /**
   * Origin (optionally with a base path) of links in mails (confirm, reset). Never taken from
   * a request: PUBLIC_URL, else the address this server listens on (main.ts fills in the real
   * port when PORT=0). Production with DATABASE_URL (behind a proxy) refuses to start without it.
   */
  publicUrl: string;
  /** HS256 secret; null = generated (persisted in DATA_DIR, or random in memory). */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** smtp(s)://user:pass@host:port; null = mails go to the log and DATA_DIR/mail/*.eml. */
  smtpUrl: string | null;
  mailFrom: string;
  authRateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  /**
   * WRITE_LIMIT_SCALE: every write limit of http/write-limits.ts times this (default 1; tests
   * raise it, or lower it to reach each limit in a request or two).
   */
  writeLimitScale: number;
  /**
   * READ_LIMIT_SCALE: every read limit of http/read-limits.ts times this (default 1; tests
   * raise it, or lower it to reach each limit in a request or two).
   */
  readLimitScale: number;
  /**
   * Addresses of the reverse proxies in front of this process (TRUSTED_PROXIES, comma
   * separated): only a connection from one of them may say, in X-Forwarded-For, which client
   * it forwards. Empty: the socket's address is the client's.
   */
  trustedProxies: ReadonlySet<string>;
  /** The built-in persona engine's pause between words; 0 = as fast as possible. */
  replyWordDelayMs: number;
  /** A comment this often on a quiet reply stream keeps proxies from closing it. */
  sseHeartbeatMs: number;
  /** A reply stream without progress this long is closed (the client reconnects). */
  sseMaxIdleMs: number;
  /** Longest a non-streaming API request may take before it is answered 503. */
  requestTimeoutMs: number;
  /** On SIGTERM/SIGINT: how long open replies may still finish before they are settled. */
  replyShutdownGraceMs: number;
  /** An OpenAI-compatible chat-completions provider; null = the built-in persona engine. */
  llm:
    | ({ baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } & LlmSettings)
    | null;
  /**
   * With `llm`: memory's background calls to it (learning facts after an exchange, writing
   * the story so far). LLM_MEMORY=off leaves memory to the rules and extractive summaries.
   */
  llmMemory: boolean;
  /**
   * METRICS_TOKEN: the bearer token Prometheus sends for GET /metrics (at least 16
   * characters); null = no /metrics route (server/observability/metrics-route.ts).
   */
  metricsToken: string | null;
  /** Angels who write first: PROACTIVE_CHECK_MS, PROACTIVE_QUIET_MINUTES. */
  writesFirst: WritesFirstConfig;
  /** PAYMENT_PROVIDER (sandbox, the default, or stripe with its keys): payment/stripe-config.ts. */
  payment: PaymentConfig;
  /**
   * Web Push (server/push/): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as
   * `npx web-push generate-vapid-keys` prints them); null = generated and kept in DATA_DIR
   * (push/vapid-keys.ts). VAPID_SUBJECT: a mailto: or https: address push services may write to.
   */
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  /** A push delivery that failed for a while (429, 5xx, network) waits this, doubled each try. */
  pushRetryBaseMs: number;
  /**
   * PUSH_SERVICE_ORIGINS: push services besides the browsers' own (push/push-services.ts) that a
   * subscription may point at, as `scheme://host` (any port), comma separated: a local push
   * service in tests. The server POSTs to a subscription's endpoint, so it is never any URL.
   */
  pushServiceOrigins: string[];
};

type Env = Record<string, string | undefined>;

/**
 * How long an open reply may be quiet before it counts as orphaned (its writer died). One
 * embedded process: at once, an open reply with no writer here has none anywhere. A shared
 * PostgreSQL: longer than a writer can be silent (the provider's timeout) plus a margin.
 */
export function replyOrphanAfterMs(config: Pick<Config, 'databaseUrl' | 'llm'>): number {
  return config.databaseUrl ? Math.max(60_000, (config.llm?.timeoutMs ?? 0) + 30_000) : 0;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return value;
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a number above 0, got "${raw}"`);
  }
  return value;
}

/** A comma-separated list of IP addresses, each as a socket reports it (IPv4-mapped: plain). */
function addressList(env: Env, name: string): ReadonlySet<string> {
  const raw = env[name]?.trim();
  if (!raw) return new Set();
  const addresses = raw.split(',').map((entry) => entry.trim());
  const wrong = addresses.find((address) => !isIP(address));
  if (wrong !== undefined) {
    throw new Error(`${name} must list IP addresses separated by commas, got "${wrong}"`);
  }
  return new Set(addresses.map(plainAddress));
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of at least 0, got "${raw}"`);
  }
  return value;
}

function llmConfig(env: Env): Config['llm'] {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  if (!/^https?:\/\//.test(baseUrl)) {
    throw new Error(`LLM_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new Error('LLM_MODEL must be set when LLM_BASE_URL is (e.g. llama3.2).');
  return {
    baseUrl,
    apiKey: env.LLM_API_KEY || null,
    model,
    timeoutMs: positiveInt(env, 'LLM_TIMEOUT_MS', 30_000),
    // Context, reply length, sampling, character book, retries: engines/reply/llm-settings.ts.
    ...llmSettings(env),
  };
}

/**
 * Both VAPID keys or neither. Neither with DATABASE_URL turns notifications off (push/vapid-keys.ts
 * says so at start): keys generated by each process would differ, and a device subscribes with one.
 */
function vapidKeys(env: Env): Config['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.');
  }
  // An uncompressed P-256 point is 65 bytes, the private scalar 32 (base64url: 87 and 43).
  if (!/^[\w-]{87}$/.test(publicKey) || !/^[\w-]{43}$/.test(privateKey)) {
    throw new Error('VAPID keys must be base64url (87 characters public, 43 private).');
  }
  return { publicKey, privateKey };
}

function vapidSubject(env: Env, supportEmail: string): string {
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${supportEmail}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  }
  return subject;
}

function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < 16 || /\s/.test(token)) {
    throw new Error('METRICS_TOKEN must be at least 16 characters without spaces.');
  }
  return token;
}

/** The origin mailed links use; see Config.publicUrl. */
function publicUrl(env: Env, port: number, host: string | null): string {
  const raw = env.PUBLIC_URL?.trim();
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
    }
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
      throw new Error(`PUBLIC_URL must be a plain http(s) origin or base URL, got "${raw}"`);
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  }
  // Behind a proxy the listening address is not what people open: guessing would mail links
  // to an internal host (and taking the request's Host header would let anyone pick it).
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error(
      'PUBLIC_URL must be set in production with DATABASE_URL (e.g. https://angels.example): ' +
        'it is the address mailed links point to.',
    );
  }
  const any = host === null || host === '0.0.0.0' || host === '::';
  const name = any ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || null;
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const seedFlag = env.SEED;
  const jwtSecret = env.JWT_SECRET || null;
  // Several processes share one PostgreSQL and must verify each other's tokens: a secret
  // generated here would silently log everyone out whenever a request hits another process.
  if (databaseUrl && !jwtSecret) {
    throw new Error('JWT_SECRET must be set when DATABASE_URL is (at least 32 random characters).');
  }
  if (jwtSecret && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters long.');
  }
  const domainName = env.DOMAIN_NAME || 'Angels';
  const host = env.HOST?.trim() || null;
  const supportEmail = env.SUPPORT_EMAIL || 'support@angels.local';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    // A real database holds someone's data: only seed it when asked to.
    seed: seedFlag === undefined ? databaseUrl === null : seedFlag === '1' || seedFlag === 'true',
    distDir: path.resolve(env.DIST_DIR || './dist'),
    domainName,
    currency: (env.CURRENCY || 'USD').toUpperCase(),
    signupLink: env.SIGNUP_LINK || '/?signup=true',
    paymentPageUrl: env.PAYMENT_PAGE_URL || '/payment',
    supportEmail,
    publicUrl: publicUrl(env, port, host),
    jwtSecret,
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 300),
    refreshTokenTtlDays: positiveInt(env, 'REFRESH_TOKEN_TTL_DAYS', 30),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `${domainName} <no-reply@angels.local>`,
    authRateLimit: {
      perIp: positiveInt(env, 'AUTH_RATE_LIMIT_PER_IP', 100),
      perAccount: positiveInt(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 10),
      windowSeconds: positiveInt(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
    },
    writeLimitScale: positiveNumber(env, 'WRITE_LIMIT_SCALE', 1),
    readLimitScale: positiveNumber(env, 'READ_LIMIT_SCALE', 1),
    writesFirst: writesFirstConfig(env),
    trustedProxies: addressList(env, 'TRUSTED_PROXIES'),
    replyWordDelayMs: nonNegativeInt(env, 'REPLY_WORD_DELAY_MS', 45),
    sseHeartbeatMs: positiveInt(env, 'SSE_HEARTBEAT_MS', 15_000),
    sseMaxIdleMs: positiveInt(env, 'SSE_MAX_IDLE_MS', 300_000),
    requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 30_000),
    replyShutdownGraceMs: nonNegativeInt(env, 'REPLY_SHUTDOWN_GRACE_MS', 20_000),
    llm: llmConfig(env),
    llmMemory: !/^(0|off|false|no)$/i.test(env.LLM_MEMORY?.trim() ?? ''),
    metricsToken: metricsToken(env),
    vapid: vapidKeys(env),
    vapidSubject: vapidSubject(env, supportEmail),
    pushRetryBaseMs: positiveInt(env, 'PUSH_RETRY_BASE_MS', 10_000),
    pushServiceOrigins: (env.PUSH_SERVICE_ORIGINS ?? '')
      .split(',')
      .map((entry) => entry.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    payment: paymentConfig(env),
  };
}
