import { createHash } from 'node:crypto';
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema.ts';
import { clientAddress } from './client-address.ts';
import { apiError } from './endpoint.ts';
import { HttpError } from './errors.ts';
import { ERROR_CODES } from '../contract/errors.ts';

/** How an endpoint that calls `limiter.hit` documents its 429. */
export const rateLimitedResponse = apiError('RATE_LIMITED, with a Retry-After header (seconds).');

/**
 * Fixed-window attempt counters against password guessing and mail flooding, kept in the
 * database so that every process on it counts together (N processes never give N times the
 * attempts): per client IP and route, and per IP, route and account (email) where there is
 * one. Endpoints that check a signed-in account's own password count per account from any
 * address as well (`acrossAddresses`): whoever holds a stolen session may come from many. The
 * address is the socket's, or the one a trusted proxy forwards (client-address.ts), never a
 * header anyone else could forge; behind a proxy that is not configured as trusted, every
 * client shares its budget, which fails safe (limits, never opens). Windows are timed
 * by this process's clock, which every process on one database shares closely enough.
 */

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** Windows that are over are deleted at most this often. */
const SWEEP_EVERY_MS = 60_000;

/**
 * `acrossAddresses`: the account's attempts also count together from every address; 'only':
 * from every address and not per address as well (the write limits: one window fewer).
 */
export type HitOptions = { acrossAddresses?: boolean | 'only' };

function limited(resetAt: Date, now: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
  return new HttpError(
    429,
    { code: ERROR_CODES.rateLimited, message: RATE_LIMITED_MESSAGE },
    { 'Retry-After': String(retryAfter) },
  );
}

/** What is stored for a window's key: its hash, so no address or email is kept. */
const stored = (key: string) => createHash('sha256').update(key).digest('base64url');

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export class RateLimiter {
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly limits: Config['authRateLimit'],
    private readonly now: () => number = Date.now,
    private readonly trustedProxies: ReadonlySet<string> = new Set(),
  ) {}

  /**
   * Count one attempt; throws 429 (with Retry-After) once a limit is exceeded.
   * `acrossAddresses`: the account's attempts also count together from every address.
   */
  async hit(c: Context, route: string, account?: string, options: HitOptions = {}): Promise<void> {
    const now = this.now();
    const keys = this.#keys(c, route, account, options);
    // Past a limit, refusing costs one read and writes nothing: a flood (say, logins with a new
    // email each time from one address) neither grows the table nor keeps its rows busy.
    await this.#refuseIfReached(keys, now);
    const { count, resetAt } = rateLimitWindows;
    // One statement for every window: a new one starts at 1, a running one counts up, one that
    // is over starts again. The row lock of the upsert serialises processes counting at once.
    const windows = await this.db
      .insert(rateLimitWindows)
      .values(
        keys.map(([key]) => ({
          key,
          count: 1,
          resetAt: new Date(now + this.limits.windowSeconds * 1000),
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${resetAt} <= ${at(now)} then 1 else ${count} + 1 end`,
          resetAt: sql`case when ${resetAt} <= ${at(now)} then excluded.reset_at else ${resetAt} end`,
        },
      })
      .returning();
    await this.#sweep(now);
    for (const [key, limit] of keys) {
      const window = windows.find((row) => row.key === key);
      if (window && window.count > limit) throw limited(window.resetAt, now);
    }
  }

  /**
   * Throws the 429 `hit` would, without counting: for endpoints that count only failures
   * (a coupon lookup), so that once over the limit even a right guess is not answered.
   */
  async check(
    c: Context,
    route: string,
    account?: string,
    options: HitOptions = {},
  ): Promise<void> {
    await this.#refuseIfReached(this.#keys(c, route, account, options), this.now());
  }

  /** 429 if any of the windows has reached its limit (a running window only). */
  async #refuseIfReached(keys: [string, number][], now: number): Promise<void> {
    const windows = await this.db
      .select()
      .from(rateLimitWindows)
      .where(
        and(
          inArray(
            rateLimitWindows.key,
            keys.map(([key]) => key),
          ),
          gt(rateLimitWindows.resetAt, at(now)),
        ),
      );
    for (const [key, limit] of keys) {
      const window = windows.find((row) => row.key === key);
      if (window && window.count >= limit) throw limited(window.resetAt, now);
    }
  }

  /** The attempt's windows, each as its stored (hashed) key and its limit. */
  #keys(c: Context, route: string, account: string | undefined, options: HitOptions) {
    const ip = clientAddress(c, this.trustedProxies);
    const keys: [string, number][] = [[`${route}|${ip}`, this.limits.perIp]];
    if (account && options.acrossAddresses !== 'only') {
      keys.push([`${route}|${ip}|${account}`, this.limits.perAccount]);
    }
    // No address can look like '*': this window is the account's from anywhere.
    if (account && options.acrossAddresses) {
      keys.push([`${route}|*|${account}`, this.limits.perAccount]);
    }
    return keys.map(([name, limit]): [string, number] => [stored(name), limit]);
  }

  /** Bounded storage: windows that are over go, once a minute at most (by whichever process). */
  async #sweep(now: number): Promise<void> {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    await this.db.delete(rateLimitWindows).where(lte(rateLimitWindows.resetAt, at(now)));
  }
}
