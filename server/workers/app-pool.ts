/**
 * The app's one worker pool and its limits. One worker fewer than the machine has cores
 * (at least one), so the event loop always has a core for everyone else's requests.
 */
import { availableParallelism } from 'node:os';
import type { AppJobs } from './jobs.ts';
import { WorkerPool, type PoolLimits } from './pool.ts';

export const WORKER_LIMITS: PoolLimits = {
  size: Math.max(1, Math.min(4, availableParallelism() - 1)),
  // A 2 MB card takes a worker well under a second: eight waiting is a few seconds at most.
  queueMax: 8,
  perOwnerMax: 2,
  timeoutMs: 10_000,
  // A 2 MB card's JSON and its copies; the picture's pixels are never decoded.
  memoryMb: 192,
  retryAfterS: 2,
};

export type AppPool = WorkerPool<AppJobs>;

export const appPool = (limits: Partial<PoolLimits> = {}): AppPool =>
  new WorkerPool<AppJobs>(new URL('./jobs.ts', import.meta.url), { ...WORKER_LIMITS, ...limits });
