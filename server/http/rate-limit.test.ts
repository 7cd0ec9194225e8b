import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { HttpError } from './errors.ts';
import { createApp } from '../app.ts';
import { rateLimitWindows } from '../db/schema.ts';
import { RateLimiter } from './rate-limit.ts';
import { post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('auth rate limits', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_IP: '5' });
  const attempt = (email: string) =>
    post(t, '/api/auth/login', { email, password: 'wrong password' });

  it('answers 429 with Retry-After past the per-account limit, then per IP', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('user@angels.local')).status).toBe(401);
    const limited = await attempt('user@angels.local');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Another account from the same address still gets its own few attempts (the refused one
    // above was not counted: nothing was checked)...
    expect((await attempt('premium@angels.local')).status).toBe(401);
    expect((await attempt('agent@angels.local')).status).toBe(401);
    // ...until the address as a whole is over its limit.
    expect((await attempt('newbie@angels.local')).status).toBe(429);
    // Other routes count separately.
    expect((await post(t, '/api/auth/forgot-password', { email: 'a@b.co' })).status).toBe(200);
  });
});

describe('past the per-address login limit', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_IP: '4' });
  const attempt = (email: string) =>
    post(t, '/api/auth/login', { email, password: 'wrong password' });
  const windows = () => t.database.db.select().from(rateLimitWindows);

  it('refuses without writing: no new rows, no counting up', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt(`guess${i}@example.com`)).status).toBe(401);
    const before = await windows();
    // A flood with a new email each time: every one refused, and the table stays as it was.
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`flood${i}@example.com`)).status).toBe(429);
    }
    const after = await windows();
    expect(after).toHaveLength(before.length);
    // Only the route's write limit counts requests (one row for the address); the login's own
    // windows stay as they were.
    const changed = after.filter((w) => before.find((b) => b.key === w.key)?.count !== w.count);
    expect(changed).toHaveLength(1);
  });
});

describe('the login limit across processes', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '4', AUTH_RATE_LIMIT_PER_IP: '1000' });

  it('holds for an account whose attempts go to two processes on one database', async () => {
    // A second process: its own app, counters and all, on the same database.
    const other = createApp({ db: t.database.db, config: t.config, info: () => {} });
    const attempt = (app: { request: typeof t.app.request }) =>
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'premium@angels.local', password: 'wrong password' }),
      });
    const statuses = [];
    for (const app of [t.app, other, t.app, other, t.app, other]) {
      statuses.push((await attempt(app)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('RateLimiter', () => {
  const t = useTestApp();
  const limits = { perIp: 100, perAccount: 3, windowSeconds: 60 };
  /** A request from `ip`, as the Node server's socket reports it. */
  const from = (ip: string) =>
    ({ env: { incoming: { socket: { remoteAddress: ip } } } }) as unknown as Context;
  const status = async (run: () => Promise<void>) => {
    try {
      await run();
      return 'ok';
    } catch (error) {
      return (error as HttpError).status;
    }
  };
  const inOrder = async (runs: Array<() => Promise<void>>) => {
    const statuses = [];
    for (const run of runs) statuses.push(await status(run));
    return statuses;
  };

  it('counts an account per address, and across addresses when asked', async () => {
    const limiter = new RateLimiter(t.database.db, limits, () => 0);
    const ips = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'];
    // Per address only: each address gets its own few attempts at the account.
    expect(await inOrder(ips.map((ip) => () => limiter.hit(from(ip), 'login', 'acct')))).toEqual(
      Array(4).fill('ok'),
    );
    // Across addresses: the account's attempts add up wherever they come from.
    const across = await inOrder(
      ips.map((ip) => () => limiter.hit(from(ip), 'delete', 'acct', { acrossAddresses: true })),
    );
    expect(across).toEqual(['ok', 'ok', 'ok', 429]);
    // Another account is not affected.
    expect(
      await status(() =>
        limiter.hit(from('10.0.0.9'), 'delete', 'other', { acrossAddresses: true }),
      ),
    ).toBe('ok');
  });

  it('check refuses once the limit is reached, without counting', async () => {
    let now = 0;
    const limiter = new RateLimiter(t.database.db, limits, () => now);
    const c = from('10.0.0.1');
    for (let i = 0; i < 5; i++) {
      expect(await status(() => limiter.check(c, 'coupon', 'acct'))).toBe('ok');
    }
    for (let i = 0; i < 3; i++) await limiter.hit(c, 'coupon', 'acct');
    expect(await status(() => limiter.check(c, 'coupon', 'acct'))).toBe(429);
    now = 61_000;
    expect(await status(() => limiter.check(c, 'coupon', 'acct'))).toBe('ok');
  });

  it('starts a window again once it is over, and stores no address or account', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(t.database.db, limits, () => now);
    const c = from('192.0.2.7');
    const hits = () =>
      inOrder(Array.from({ length: 4 }, () => () => limiter.hit(c, 'reset', 'me@x.y')));
    expect(await hits()).toEqual(['ok', 'ok', 'ok', 429]);
    now += 60_000;
    expect(await hits()).toEqual(['ok', 'ok', 'ok', 429]);
    const stored = JSON.stringify(await t.database.db.select().from(rateLimitWindows));
    expect(stored).not.toMatch(/192\.0\.2\.7|me@x\.y/);
  });
});
