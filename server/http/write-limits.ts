/**
 * Every write is limited, at a human pace, from this one table. Each endpoint definition that
 * writes (POST, PUT, PATCH, DELETE) names an entry as its `writeLimit` (server/http/endpoint.ts
 * refuses a write without one); the entry's windows are counted in the database
 * (rate-limit.ts), so every process on it counts together. A signed-in caller is counted per
 * account from any address and per address; an anonymous one per address. Routes that share
 * an entry share its budget: the entry is the kind of work, not the URL.
 *
 * The check runs after authentication and before the body is parsed or any costly work is
 * done: a caller past the limit costs one cheap read. Numbers are per hour: what a person
 * does on a busy day fits easily; a script flooding a route meets 429 within minutes.
 * Per address is larger than per account: people behind one NAT or proxy share an address.
 */
import type { MiddlewareHandler } from 'hono';
import type { Access } from './endpoint.ts';
import type { WriteLimiter } from './write-limiter.ts';

export type WriteLimit = {
  /** Writes one account may make in a window, from any address (signed-in routes). */
  perAccount: number;
  /** Writes one address may make in a window, all accounts together. */
  perAddress: number;
  windowSeconds: number;
};

const HOUR = 3600;

export const WRITE_LIMITS = {
  /** Login, token refresh, logout: an app refreshes its token every few minutes while open. */
  session: { perAccount: 600, perAddress: 3000, windowSeconds: HOUR },
  /** Registration and mailed links (confirm, reset): a handful per person. */
  signup: { perAccount: 30, perAddress: 120, windowSeconds: HOUR },
  /** Password, email, deletion, the seen notices, the creator's draft, personal portrait. */
  account: { perAccount: 120, perAddress: 1200, windowSeconds: HOUR },
  /** Renaming one's personal avatar (each rename runs the filter, and may flag). */
  profile: { perAccount: 20, perAddress: 200, windowSeconds: HOUR },
  /** New chats, one-to-one or group (a group opens with up to four greetings). */
  chatCreate: { perAccount: 30, perAddress: 300, windowSeconds: HOUR },
  /** Messages, regenerations, edits, rewinds: ten a minute on average is a fast typist. */
  chatMessage: { perAccount: 600, perAddress: 3000, windowSeconds: HOUR },
  /** Marking a chat read: every chat opened. */
  chatRead: { perAccount: 1200, perAddress: 6000, windowSeconds: HOUR },
  /** Thumbs up or down on replies, changed or taken back: a tap each, so a generous budget. */
  chatRating: { perAccount: 1200, perAddress: 6000, windowSeconds: HOUR },
  /** Reports to the moderators: plenty for a person, too few to bury the queue. */
  report: { perAccount: 20, perAddress: 200, windowSeconds: HOUR },
  /** Creating, importing an Angel, and the creator's suggestions. */
  angelCreate: { perAccount: 30, perAddress: 300, windowSeconds: HOUR },
  /** Editing, deleting an Angel, its portrait. */
  angelEdit: { perAccount: 120, perAddress: 1200, windowSeconds: HOUR },
  /** What an Angel remembers: adding, correcting, pinning, deleting, forgetting everything. */
  memory: { perAccount: 600, perAddress: 3000, windowSeconds: HOUR },
  /** Angels who write first: a chat's setting, the daily cap on what they spend. */
  writesFirst: { perAccount: 120, perAddress: 1200, windowSeconds: HOUR },
  /** Buying: orders, coupons, subscriptions. */
  billing: { perAccount: 60, perAddress: 600, windowSeconds: HOUR },
  /** A payment provider's events: its servers come from a few addresses, often. */
  providerEvent: { perAccount: 100_000, perAddress: 100_000, windowSeconds: HOUR },
  /** Notifications: turning a device on or off, the lock-screen choice. */
  push: { perAccount: 120, perAddress: 1200, windowSeconds: HOUR },
  /**
   * A tab saying it is in view (every 30 s while it is) or hidden: a few devices with a tab in
   * view all day stay under it; a script does not get far.
   */
  presence: { perAccount: 1800, perAddress: 9000, windowSeconds: HOUR },
  /** The care team's actions (warn, suspend, resolve, reply, notes). */
  agent: { perAccount: 1200, perAddress: 6000, windowSeconds: HOUR },
  /** The curators' changes to the catalogue: create, import, edit, publish, restore. */
  curate: { perAccount: 600, perAddress: 3000, windowSeconds: HOUR },
} as const satisfies Record<string, WriteLimit>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

/** The table with every limit scaled (WRITE_LIMIT_SCALE: tests raise or lower them all). */
export function scaledWriteLimits(scale: number): Record<WriteLimitName, WriteLimit> {
  const scaled = (n: number) => Math.max(1, Math.floor(n * scale));
  return Object.fromEntries(
    Object.entries(WRITE_LIMITS).map(([name, limit]) => [
      name,
      { ...limit, perAccount: scaled(limit.perAccount), perAddress: scaled(limit.perAddress) },
    ]),
  ) as Record<WriteLimitName, WriteLimit>;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set for all of /api by app.ts: the database counters of the write limits. */
    writeLimiter?: WriteLimiter;
  }
}

/** Who is counted: the account (after authentication) and the address. */
export function writeLimitRule(name: WriteLimitName, access: Access): MiddlewareHandler {
  return async (c, next) => {
    const limiter = c.get('writeLimiter');
    // A router served without the app's limiter would write unlimited: fail closed instead.
    if (!limiter) throw new Error(`No write limiter for ${c.req.method} ${c.req.path}`);
    const account = access === 'public' ? undefined : c.get('user')?.id;
    await limiter.hit(c, name, account);
    await next();
  };
}
