/**
 * Every costly read is limited, at a human pace, from this one table (the reads' counterpart of
 * write-limits.ts). Each GET endpoint of a signed-in caller names an entry as its `readLimit`
 * (the route-table suite, server/security/read-limits.test.ts, fails for one without); a
 * public GET may name one too, counted per address.
 *
 * Why reads need it: with the embedded database (PGlite) every query runs on the event loop,
 * so a page of 60 chats costs tens of milliseconds of the one thread that answers everybody.
 * Four loops asking for it from one account kept the CPU saturated and pushed an ordinary
 * visitor's catalogue p99 from 11 ms to 270 ms (issue 25's abuse bench). What is protected is
 * this process's event loop, so the counters are this process's, in memory: a read past its
 * limit costs a map lookup, not the database write a shared counter would (each process of a
 * cluster has its own loop, and so its own budget).
 *
 * Two bounds per caller and entry: how many requests may run at once (`concurrent`), and a
 * token bucket (`burst` at once, refilled at `perMinute`). Past either: 429 RATE_LIMITED with
 * a readable message and Retry-After. The check runs after authentication, before any query.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../contract/errors.ts';
import { clientAddress } from './client-address.ts';
import type { Access } from './endpoint.ts';
import { HttpError } from './errors.ts';

export type ReadLimit = {
  /** What the caller was loading, for the message ("…loading your lists too fast"). */
  label: string;
  /** Requests of this entry one caller may have running at once. */
  concurrent: number;
  /** Requests one caller may make in a burst (the bucket's size). */
  burst: number;
  /** How fast the bucket refills: requests per minute, sustained. */
  perMinute: number;
};

export const READ_LIMITS = {
  /**
   * A page of one's own collections: chats, messages, memories, Angels, the ledger. Opening
   * the app and a chat, then scrolling quickly, is a dozen pages; a page a second sustained.
   */
  list: { label: 'lists', concurrent: 3, burst: 12, perMinute: 60 },
  /** One thing: a chat, an Angel, an order, the account's state and settings. */
  item: { label: 'pages', concurrent: 6, burst: 60, perMinute: 300 },
  /** Everything at once: the data export, an Angel's card file. Rare for a person. */
  export: { label: 'exports', concurrent: 1, burst: 5, perMinute: 6 },
  /** Live streams (account events, a reply's words): one per tab, reopened after a drop. */
  stream: { label: 'live updates', concurrent: 12, burst: 30, perMinute: 60 },
  /** The care team's views (queues, cases, transcripts): busier than a user, still human. */
  care: { label: 'moderation views', concurrent: 6, burst: 120, perMinute: 600 },
  /**
   * A public read the process's memory could not answer, so the database is asked: a filter,
   * sort or page of the catalogue nobody asked for lately, an Angel's details or portrait, the
   * prices. Counted per address, and only then (a `missLimit`): answers from memory are never
   * limited. Browsing the catalogue is a page every few seconds, a few filters tried; a script
   * sending endless new combinations meets 429 within a minute. Per address, so generous
   * enough for people sharing one; and a fresh process draws a grid page's dozen portraits at
   * once for its first visitor, so as many misses may run together (a browser does not retry
   * an image). The burst is four such grid pages: each miss is a query on this process's event
   * loop, and a burst of 240 let one script hold it (the abuse bench's p99 for everyone else
   * was 160-171 ms; at 60 it is 42 ms).
   */
  catalogue: { label: 'new catalogue pages', concurrent: 16, burst: 60, perMinute: 120 },
} as const satisfies Record<string, ReadLimit>;

export type ReadLimitName = keyof typeof READ_LIMITS;

/** The table with every bound scaled (READ_LIMIT_SCALE: tests raise or lower them all). */
export function scaledReadLimits(scale: number): Record<ReadLimitName, ReadLimit> {
  const scaled = (n: number) => Math.max(1, Math.floor(n * scale));
  return Object.fromEntries(
    Object.entries(READ_LIMITS).map(([name, limit]) => [
      name,
      {
        ...limit,
        concurrent: scaled(limit.concurrent),
        burst: scaled(limit.burst),
        perMinute: scaled(limit.perMinute),
      },
    ]),
  ) as Record<ReadLimitName, ReadLimit>;
}

type Bucket = { tokens: number; at: number; running: number };

/** Past this many callers' buckets, full and idle ones are dropped (they equal a new one). */
const PRUNE_ABOVE = 10_000;

/**
 * The in-memory counters of one process. `enter` admits a request or throws the 429; the
 * caller must `leave` once the request is answered, so `concurrent` counts what runs.
 */
export class ReadLimiter {
  readonly #limits: Record<ReadLimitName, ReadLimit>;
  readonly #buckets = new Map<string, Bucket>();
  readonly #now: () => number;
  readonly trustedProxies: ReadonlySet<string>;

  constructor(options: {
    scale: number;
    trustedProxies?: ReadonlySet<string>;
    now?: () => number;
  }) {
    this.#limits = scaledReadLimits(options.scale);
    this.trustedProxies = options.trustedProxies ?? new Set();
    this.#now = options.now ?? Date.now;
  }

  /** Admits one read of `name` for `who` (an account id, or an address), or throws 429. */
  enter(name: ReadLimitName, who: string): () => void {
    const limit = this.#limits[name];
    const key = `${name}|${who}`;
    const now = this.#now();
    const bucket = this.#refilled(key, limit, now);
    if (bucket.running >= limit.concurrent) {
      throw limited(
        `Your other ${limit.label} are still loading: wait for them, then try again.`,
        1,
      );
    }
    if (bucket.tokens < 1) {
      const seconds = Math.ceil(((1 - bucket.tokens) * 60) / limit.perMinute);
      throw limited(
        `You are loading ${limit.label} faster than people do: try again in ${seconds} s.`,
        seconds,
      );
    }
    bucket.tokens -= 1;
    bucket.running += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      bucket.running -= 1;
    };
  }

  /** Callers being counted (for tests of the pruning). */
  get size(): number {
    return this.#buckets.size;
  }

  #refilled(key: string, limit: ReadLimit, now: number): Bucket {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= PRUNE_ABOVE) this.#prune(now);
      bucket = { tokens: limit.burst, at: now, running: 0 };
      this.#buckets.set(key, bucket);
      return bucket;
    }
    const refill = ((now - bucket.at) / 60_000) * limit.perMinute;
    bucket.tokens = Math.min(limit.burst, bucket.tokens + refill);
    bucket.at = now;
    return bucket;
  }

  /** Drops the buckets that are idle and would be full by now: forgetting them changes nothing. */
  #prune(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      const name = key.slice(0, key.indexOf('|')) as ReadLimitName;
      const limit = this.#limits[name];
      const tokens = bucket.tokens + ((now - bucket.at) / 60_000) * limit.perMinute;
      if (bucket.running === 0 && tokens >= limit.burst) this.#buckets.delete(key);
    }
  }
}

function limited(message: string, retryAfterS: number): HttpError {
  return new HttpError(
    429,
    { code: ERROR_CODES.rateLimited, message },
    { 'Retry-After': String(Math.max(1, retryAfterS)) },
  );
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set for all of /api by app.ts: this process's counters of the read limits. */
    readLimiter?: ReadLimiter;
  }
}

/** The caller a rule counts: the account, or the address of a public (or anonymous) read. */
function callerOf(c: Context, limiter: ReadLimiter, access: Access): string {
  const account = access === 'public' ? undefined : c.get('user')?.id;
  return account ?? `address:${clientAddress(c, limiter.trustedProxies)}`;
}

/** Who is counted: the account (after authentication), or the address of a public read. */
export function readLimitRule(name: ReadLimitName, access: Access): MiddlewareHandler {
  return async (c, next) => {
    const limiter = c.get('readLimiter');
    // A router served without the app's limiter would read unlimited: fail closed instead.
    if (!limiter) throw new Error(`No read limiter for ${c.req.method} ${c.req.path}`);
    const leave = limiter.enter(name, callerOf(c, limiter, access));
    try {
      await next();
    } finally {
      leave();
    }
  };
}

/**
 * Admits one database read of a request whose answer memory did not hold, or throws the 429;
 * the returned function is called once that read is done (so `concurrent` counts what runs).
 */
export type MissCounter = () => () => void;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by a `missLimit` rule: what the handler calls before it asks the database. */
    countMiss?: MissCounter;
  }
}

/**
 * A public read cheap from memory and costly on a miss (response-cache.ts): only the misses
 * are counted, per address, against `name`; the handler reports them through `missCounter(c)`.
 */
export function missLimitRule(name: ReadLimitName, access: Access): MiddlewareHandler {
  return async (c, next) => {
    const limiter = c.get('readLimiter');
    if (!limiter) throw new Error(`No read limiter for ${c.req.method} ${c.req.path}`);
    const who = callerOf(c, limiter, access);
    c.set('countMiss', () => limiter.enter(name, who));
    await next();
  };
}

/** The miss counter of this request; a handler without its rule fails, not reads unlimited. */
export function missCounter(c: Context): MissCounter {
  const count = c.get('countMiss');
  if (!count) throw new Error(`${c.req.method} ${c.req.path}: name a missLimit`);
  return count;
}

/** Runs `read` (a database read for what memory did not hold) as one counted miss. */
export async function countedMiss<T>(c: Context, read: () => Promise<T>): Promise<T> {
  const leave = missCounter(c)();
  try {
    return await read();
  } finally {
    leave();
  }
}
