import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { RateLimiter } from './rate-limit.ts';
import { scaledWriteLimits, type WriteLimitName } from './write-limits.ts';

/**
 * The database counters of the write limits (write-limits.ts), one per entry of the table:
 * an account from any address, and an address with all its accounts. app.ts makes one per
 * app and hands it to every /api request; the endpoint's rule calls `hit`.
 */
export class WriteLimiter {
  readonly #limiters: Record<WriteLimitName, RateLimiter>;

  constructor(
    db: Db,
    options: { scale: number; trustedProxies: ReadonlySet<string>; now?: () => number },
  ) {
    const limits = scaledWriteLimits(options.scale);
    this.#limiters = Object.fromEntries(
      Object.entries(limits).map(([name, limit]) => [
        name,
        new RateLimiter(
          db,
          {
            perIp: limit.perAddress,
            perAccount: limit.perAccount,
            windowSeconds: limit.windowSeconds,
          },
          options.now,
          options.trustedProxies,
        ),
      ]),
    ) as Record<WriteLimitName, RateLimiter>;
  }

  /** Counts one write; 429 RATE_LIMITED with Retry-After once a window is over its limit. */
  hit(c: Context, name: WriteLimitName, account: string | undefined): Promise<void> {
    return this.#limiters[name].hit(c, `write:${name}`, account, { acrossAddresses: 'only' });
  }
}
