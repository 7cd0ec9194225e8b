import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RateReplyBody } from '@contract/ratings.ts';
import { flushRatings, queueRating } from './rating-queue';

// The device's storage as a map, and the server as a record of what it was sent.
const device = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(device.get(key)),
  update: (key: string, change: (value: unknown) => unknown) => {
    device.set(key, change(device.get(key)));
    return Promise.resolve();
  },
}));
vi.mock('@/lib/private-store', () => ({ privateStore: () => ({}) }));
const server = vi.hoisted(() => ({ put: [] as unknown[][], deleted: [] as unknown[][] }));
vi.mock('../api/rate-reply', () => ({
  putRating: (...args: unknown[]) => {
    server.put.push(args);
    return Promise.resolve({ value: 'up', reason: null, note: null, ratedAt: '' });
  },
  deleteRating: (...args: unknown[]) => {
    server.deleted.push(args);
    return Promise.resolve();
  },
}));

const up: RateReplyBody = { value: 'up', reason: null, note: null };
const down: RateReplyBody = { value: 'down', reason: 'repetitive', note: null };

describe('ratings queued offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    device.clear();
    server.put.length = 0;
    server.deleted.length = 0;
  });

  it('are sent for the version on screen when the user rated, each version its own', async () => {
    onlineManager.setOnline(false);
    await queueRating({ chatHash: 'h', messageId: 'r', alternative: 0, rating: up });
    // Another version chosen, and rated too, still offline: both wait.
    await queueRating({ chatHash: 'h', messageId: 'r', alternative: 1, rating: down });
    await queueRating({ chatHash: 'h', messageId: 'r2', alternative: 2, rating: null });
    expect(server.put).toEqual([]);
    onlineManager.setOnline(true);
    await flushRatings();
    expect(server.put).toEqual([
      ['h', 'r', { ...up, alternative: 0 }],
      ['h', 'r', { ...down, alternative: 1 }],
    ]);
    expect(server.deleted).toEqual([['h', 'r2', 2]]);
  });

  it('a later change of the same version replaces the one waiting', async () => {
    onlineManager.setOnline(false);
    await queueRating({ chatHash: 'h', messageId: 'r', alternative: 1, rating: up });
    await queueRating({ chatHash: 'h', messageId: 'r', alternative: 1, rating: down });
    onlineManager.setOnline(true);
    await flushRatings();
    expect(server.put).toEqual([['h', 'r', { ...down, alternative: 1 }]]);
  });
});
