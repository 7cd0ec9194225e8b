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
 * one. The IP comes from the socket, never from a header a client could forge; behind a
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

export class RateLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly limits: Config['authRateLimit'],
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one attempt; throws 429 (with Retry-After) once a limit is exceeded. */
  hit(c: Context, route: string, account?: string): void {
    const ip = clientIp(c);
    this.#count(`${route}|${ip}`, this.limits.perIp);
    if (account) this.#count(`${route}|${ip}|${account}`, this.limits.perAccount);
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
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new HttpError(
        429,
        { code: ERROR_CODES.rateLimited, message: RATE_LIMITED_MESSAGE },
        { 'Retry-After': String(retryAfter) },
      );
    }
  }

  /** Bounded memory: drop finished windows when many keys piled up. */
  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
