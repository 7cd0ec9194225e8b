import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config.ts';
import { apiError } from './endpoint.ts';
import { HttpError } from './errors.ts';
import { ERROR_CODES } from '../contract/errors.ts';

/** How an endpoint that calls `limiter.hit` documents its 429. */
export const rateLimitedResponse = apiError('RATE_LIMITED, with a Retry-After header (seconds).');

/**
 * Fixed-window attempt counters against password guessing and mail flooding, kept in this
 * process: per client IP and route, and per IP, route and account (email) where there is
 * one. Endpoints that check a signed-in account's own password count per account from any
 * address as well (`acrossAddresses`): whoever holds a stolen session may come from many. The IP comes from the socket, never from a header a client could forge; behind a
 * proxy every client shares the proxy's budget, which fails safe (limits, never opens).
 */
type Window = { count: number; resetAt: number };

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** The socket's address; app.request() in tests has no socket, so all share one key. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

export type HitOptions = { acrossAddresses?: boolean };

function limited(window: Window, now: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  return new HttpError(
    429,
    { code: ERROR_CODES.rateLimited, message: RATE_LIMITED_MESSAGE },
    { 'Retry-After': String(retryAfter) },
  );
}

export class RateLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly limits: Config['authRateLimit'],
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Count one attempt; throws 429 (with Retry-After) once a limit is exceeded.
   * `acrossAddresses`: the account's attempts also count together from every address.
   */
  hit(c: Context, route: string, account?: string, options: HitOptions = {}): void {
    for (const [key, limit] of this.#keys(c, route, account, options)) this.#count(key, limit);
  }

  /**
   * Throws the 429 `hit` would, without counting: for endpoints that count only failures
   * (a coupon lookup), so that once over the limit even a right guess is not answered.
   */
  check(c: Context, route: string, account?: string, options: HitOptions = {}): void {
    const now = this.now();
    for (const [key, limit] of this.#keys(c, route, account, options)) {
      const window = this.#windows.get(key);
      if (window && window.resetAt > now && window.count >= limit) throw limited(window, now);
    }
  }

  #keys(c: Context, route: string, account: string | undefined, options: HitOptions) {
    const ip = clientIp(c);
    const keys: [string, number][] = [[`${route}|${ip}`, this.limits.perIp]];
    if (account) keys.push([`${route}|${ip}|${account}`, this.limits.perAccount]);
    // No address can look like '*': this window is the account's from anywhere.
    if (account && options.acrossAddresses) {
      keys.push([`${route}|*|${account}`, this.limits.perAccount]);
    }
    return keys;
  }

  #count(key: string, limit: number): void {
    const now = this.now();
    if (this.#windows.size > 50_000) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.limits.windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) throw limited(window, now);
  }

  /** Bounded memory: drop finished windows when many keys piled up. */
  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
