import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { JobLimitError, WorkerPool, type PoolLimits } from './pool.ts';
import type { jobs } from './pool-test-jobs.ts';

const JOBS = new URL('./pool-test-jobs.ts', import.meta.url);
const LIMITS: PoolLimits = {
  size: 1,
  queueMax: 1,
  perOwnerMax: 2,
  timeoutMs: 1500,
  memoryMb: 64,
  retryAfterS: 2,
};
const poolOf = (limits: Partial<PoolLimits> = {}) =>
  new WorkerPool<typeof jobs>(JOBS, { ...LIMITS, ...limits });

describe('WorkerPool', () => {
  it('runs TypeScript jobs in a worker and answers with their result', async () => {
    const pool = poolOf();
    try {
      expect(await pool.run('double', 21)).toBe(42);
      expect(pool.stats()).toMatchObject({ running: 0, queued: 0, submitted: 1, workers: 1 });
    } finally {
      await pool.close();
    }
  });

  it("gives back a job's HttpError as the same answer", async () => {
    const pool = poolOf();
    try {
      const error = await pool.run('refuse', 'Not a card.').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, body: { message: 'Not a card.' } });
      // The worker that refused goes on serving.
      expect(await pool.run('double', 2)).toBe(4);
    } finally {
      await pool.close();
    }
  });

  it('ends a job past its time, and the next job gets a fresh worker', async () => {
    const pool = poolOf({ queueMax: 2 });
    try {
      const stuck = pool.run('spin', undefined);
      const after = pool.run('double', 5);
      await expect(stuck).rejects.toMatchObject({ limit: 'time' });
      await expect(stuck).rejects.toBeInstanceOf(JobLimitError);
      expect(await after).toBe(10);
    } finally {
      await pool.close();
    }
  });

  it('ends a job past its memory limit', async () => {
    const pool = poolOf({ timeoutMs: 60_000 });
    try {
      await expect(pool.run('hog', undefined)).rejects.toMatchObject({ limit: 'memory' });
      expect(await pool.run('double', 1)).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('a worker that dies fails its job, not the pool', async () => {
    const pool = poolOf();
    try {
      await expect(pool.run('crash', undefined)).rejects.toMatchObject({ limit: 'crash' });
      expect(await pool.run('double', 3)).toBe(6);
    } finally {
      await pool.close();
    }
  });

  it('refuses at once with 503 and Retry-After when the queue is full, not waiting', async () => {
    const pool = poolOf({ timeoutMs: 3000 });
    try {
      const running = pool.run('spin', undefined).catch((e: unknown) => e);
      const waiting = pool.run('double', 1).then((n) => n);
      expect(pool.stats()).toMatchObject({ running: 1, queued: 1 });
      const refused = await pool.run('double', 2).catch((e: unknown) => e);
      expect(refused).toMatchObject({
        status: 503,
        headers: { 'Retry-After': '2' },
        body: { code: 'TIMEOUT', message: expect.stringContaining('try again in 2 seconds') },
      });
      expect(pool.stats().submitted).toBe(2);
      expect(await running).toBeInstanceOf(JobLimitError);
      expect(await waiting).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it("holds one owner to its share, leaving room for others' jobs", async () => {
    const pool = poolOf({ size: 1, queueMax: 3, timeoutMs: 3000 });
    try {
      const first = pool.run('spin', undefined, 'mallory').catch((e: unknown) => e);
      const second = pool.run('double', 1, 'mallory');
      const third = await pool.run('double', 1, 'mallory').catch((e: unknown) => e);
      expect(third).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      const other = pool.run('double', 4, 'alice');
      expect(await first).toBeInstanceOf(JobLimitError);
      expect(await second).toBe(2);
      expect(await other).toBe(8);
      // Finished jobs give the owner's share back.
      expect(await pool.run('double', 5, 'mallory')).toBe(10);
    } finally {
      await pool.close();
    }
  });
});
