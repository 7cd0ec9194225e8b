/**
 * The read limiter's counting (read-limits.ts): a burst then the sustained pace, a bound on
 * requests running at once, each caller and entry apart, readable 429s with Retry-After, and
 * a memory that forgets only callers it would treat as new anyway.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { READ_LIMITS, ReadLimiter, scaledReadLimits } from './read-limits.ts';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('ReadLimiter', () => {
  const { list } = READ_LIMITS;

  it('allows a burst, then the sustained pace, with Retry-After until the next token', () => {
    let now = 0;
    const limiter = new ReadLimiter({ scale: 1, now: () => now });
    for (let i = 0; i < list.burst; i++) limiter.enter('list', 'alice')();
    const refused = refusal(() => limiter.enter('list', 'alice'));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/loading lists faster than people do: try again in \d+ s/);
    const wait = Number(refused.headers['Retry-After']);
    expect(wait).toBe(Math.ceil(60 / list.perMinute));
    // After Retry-After, exactly one more: the pace is perMinute, not a fresh burst.
    now += wait * 1000;
    limiter.enter('list', 'alice')();
    expect(refusal(() => limiter.enter('list', 'alice')).status).toBe(429);
    // A minute later the bucket is full again, never fuller than its burst.
    now += 60 * 60_000;
    for (let i = 0; i < list.burst; i++) limiter.enter('list', 'alice')();
    expect(refusal(() => limiter.enter('list', 'alice')).status).toBe(429);
  });

  it('bounds the requests running at once, until one is answered', () => {
    const limiter = new ReadLimiter({ scale: 1, now: () => 0 });
    const running = Array.from({ length: list.concurrent }, () => limiter.enter('list', 'bob'));
    const refused = refusal(() => limiter.enter('list', 'bob'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Your other lists are still loading: wait for them, then try again.',
    );
    expect(refused.headers['Retry-After']).toBe('1');
    // Leaving twice counts once.
    running[0]?.();
    running[0]?.();
    const next = limiter.enter('list', 'bob');
    expect(refusal(() => limiter.enter('list', 'bob')).status).toBe(429);
    next();
  });

  it('counts each caller and each entry apart', () => {
    const limiter = new ReadLimiter({ scale: 1, now: () => 0 });
    for (let i = 0; i < list.burst; i++) limiter.enter('list', 'carol')();
    expect(refusal(() => limiter.enter('list', 'carol')).status).toBe(429);
    expect(() => limiter.enter('list', 'dave')()).not.toThrow();
    expect(() => limiter.enter('item', 'carol')()).not.toThrow();
  });

  it('forgets idle callers whose bucket has refilled, and only those', () => {
    let now = 0;
    const limiter = new ReadLimiter({ scale: 1, now: () => now });
    const busy = limiter.enter('export', 'still-exporting');
    for (let i = 0; i < 10_000; i++) limiter.enter('item', `visitor-${i}`)();
    expect(limiter.size).toBe(10_001);
    now += 60_000;
    limiter.enter('item', 'newcomer')();
    // Everyone idle and full again was dropped; the running export is still counted.
    expect(limiter.size).toBe(2);
    expect(refusal(() => limiter.enter('export', 'still-exporting')).status).toBe(429);
    busy();
  });

  it('scales every bound, never below one', () => {
    const tiny = scaledReadLimits(0.000001);
    for (const limit of Object.values(tiny)) {
      expect([limit.concurrent, limit.burst, limit.perMinute]).toEqual([1, 1, 1]);
    }
    expect(scaledReadLimits(1000).list.burst).toBe(list.burst * 1000);
  });
});
