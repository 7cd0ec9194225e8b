/**
 * Jobs for the pool's own tests (pool.test.ts): each misbehaves in one way a user's file can
 * make real work misbehave (too long, too much memory, a refusal, a crash).
 */
import { HttpError } from '../http/errors.ts';

export const jobs = {
  double: (n: number) => n * 2,
  /** Never ends on its own: only the time limit stops it. */
  spin: () => {
    for (;;) {
      // Busy, as a parser stuck on a hostile file would be.
    }
  },
  /** Keeps allocating objects on the heap until the memory limit stops it. */
  hog: () => {
    const kept: object[] = [];
    for (;;) kept.push({ at: kept.length, text: `row ${kept.length}` });
  },
  refuse: (reason: string) => {
    throw new HttpError(400, { code: 'BAD_REQUEST', message: reason });
  },
  crash: () => {
    process.exit(3);
  },
};
