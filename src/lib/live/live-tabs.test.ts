import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@contract/moderation';
import { ApiRequestError } from '@/lib/api-client';
import type { LiveStreamOptions } from './live-stream';
import { shareLiveConnection, type LiveReceiver } from './live-tabs';

/** A stand-in for the stream: records who connects, runs until stopped. */
function fakeStreams() {
  const runs: LiveStreamOptions[] = [];
  const run = (options: LiveStreamOptions) => {
    runs.push(options);
    return new Promise<void>((resolve) =>
      options.signal.addEventListener('abort', () => resolve()),
    );
  };
  return { runs, run };
}

function receiver() {
  const tab = {
    events: [] as LiveEvent[],
    reconnects: 0,
    refusals: [] as ApiRequestError[],
  };
  const handlers: LiveReceiver = {
    onEvent: (event) => tab.events.push(event),
    onReconnect: () => (tab.reconnects += 1),
    onAuthFailure: (error) => tab.refusals.push(error),
  };
  return Object.assign(tab, handlers);
}

type Granted = (lock: Lock | null) => Promise<unknown>;

/** An exclusive Web Locks manager for one name at a time (happy-dom has none). */
function fakeLocks() {
  let held = false;
  const waiting: Array<() => void> = [];
  const release = () => {
    held = false;
    waiting.shift()?.();
  };
  const grant = async (name: string, callback: Granted) => {
    held = true;
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      release();
    }
  };
  function request(name: string, callback: Granted): Promise<unknown>;
  function request(name: string, options: LockOptions, callback: Granted): Promise<unknown>;
  function request(name: string, a: LockOptions | Granted, b?: Granted): Promise<unknown> {
    const options = typeof a === 'function' ? {} : a;
    const callback = typeof a === 'function' ? a : b!;
    if (!held) return grant(name, callback);
    if (options.ifAvailable) return Promise.resolve(callback(null));
    return new Promise((resolve, reject) => {
      const start = () => grant(name, callback).then(resolve, reject);
      waiting.push(start);
      options.signal?.addEventListener('abort', () => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }
  return { request } as unknown as LockManager;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('one live connection per browser', () => {
  const stops: Array<() => void> = [];
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.unstubAllGlobals();
  });

  it('connects in one tab only and relays its hints to every tab once', async () => {
    const { runs, run } = fakeStreams();
    const tabs = [receiver(), receiver(), receiver()];
    for (const tab of tabs) stops.push(shareLiveConnection(tab, run));
    await settle();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.catchUpFirst).toBe(false);
    runs[0]!.onEvent({ type: 'chat', chatHash: 'h1' });
    runs[0]!.onReconnect();
    await settle();
    for (const tab of tabs) {
      expect(tab.events).toEqual([{ type: 'chat', chatHash: 'h1' }]);
      expect(tab.reconnects).toBe(1);
    }
  });

  it('passes a refused stream on to every tab, suspension details included', async () => {
    const { runs, run } = fakeStreams();
    const tabs = [receiver(), receiver()];
    for (const tab of tabs) stops.push(shareLiveConnection(tab, run));
    await settle();
    const meta = { suspendedUntil: '2030-01-01T00:00:00.000Z', warningCounter: 2 };
    runs[0]!.onAuthFailure(new ApiRequestError('Suspended.', 403, 'ACCOUNT_SUSPENDED', { meta }));
    await settle();
    for (const tab of tabs) {
      expect(tab.refusals).toHaveLength(1);
      expect(tab.refusals[0]).toBeInstanceOf(ApiRequestError);
      expect(tab.refusals[0]).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' });
      expect(tab.refusals[0]!.details.meta).toEqual(meta);
    }
  });

  it('hands the connection to another tab when the leading tab goes, with a catch-up', async () => {
    const { runs, run } = fakeStreams();
    const first = receiver();
    const second = receiver();
    const stopFirst = shareLiveConnection(first, run);
    stops.push(shareLiveConnection(second, run));
    await settle();
    expect(runs).toHaveLength(1);
    stopFirst();
    await settle();
    expect(runs).toHaveLength(2);
    expect(runs[1]!.catchUpFirst).toBe(true);
    runs[1]!.onEvent({ type: 'account' });
    runs[0]!.onEvent({ type: 'account' }); // the stopped tab's stream says nothing more
    await settle();
    expect(second.events).toEqual([{ type: 'account' }]);
    expect(first.events).toEqual([]);
  });

  it('lets each tab connect for itself without Web Locks', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const { runs, run } = fakeStreams();
    const tabs = [receiver(), receiver()];
    for (const tab of tabs) stops.push(shareLiveConnection(tab, run));
    await settle();
    expect(runs).toHaveLength(2);
    runs[0]!.onEvent({ type: 'account' });
    expect(tabs[0]!.events).toEqual([{ type: 'account' }]);
    await settle();
    expect(tabs[1]!.events).toEqual([]);
  });
});
