import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../http/response-cache.ts';
import type { Notifications } from '../live/process-channel.ts';
import { CatalogueChanges } from './catalogue-changes.ts';

/** One PostgreSQL's LISTEN/NOTIFY, in memory: every listener hears every notification. */
function sharedBus(): Notifications {
  const listeners = new Map<string, ((payload: string) => void)[]>();
  return {
    listen: async (channel, onPayload) => {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onPayload]);
    },
    notify: async (channel, payload) => {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
  };
}

const noLimit = () => () => {};

/** A process's held page: what it answers with until it is dropped. */
async function held(cache: ResponseCache, body: string): Promise<string> {
  const entry = await cache.getOrCreate('list', 'application/json', noLimit, async () => body);
  return entry.body.toString();
}

describe('a change of the catalogue, across processes', () => {
  it('drops the held pages of this process and of every other one on the database', async () => {
    const bus = sharedBus();
    const caches = [new ResponseCache(), new ResponseCache(), new ResponseCache()];
    const processes = caches.map((cache) => new CatalogueChanges(cache, bus));
    await Promise.all(processes.map((p) => p.listening));
    for (const cache of caches) expect(await held(cache, 'before')).toBe('before');

    processes[1]!.changed();
    await processes[1]!.flushed();
    for (const cache of caches) expect(await held(cache, 'after')).toBe('after');
  });

  it('drops its own held pages on one process without a shared database', async () => {
    const cache = new ResponseCache();
    const alone = new CatalogueChanges(cache);
    await alone.listening;
    expect(await held(cache, 'before')).toBe('before');
    alone.changed();
    expect(await held(cache, 'after')).toBe('after');
  });
});
