import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@contract/moderation';
import {
  dispatchLiveEvent,
  dispatchLiveReconnect,
  onLiveEvent,
  onLiveReconnect,
  RECONNECT_MIN_INTERVAL_MS,
} from './live-handlers';

describe('live handlers', () => {
  it('hands each hint to the handlers of its type until they unsubscribe', () => {
    const chats: LiveEvent[] = [];
    const stop = onLiveEvent('chat', (event) => chats.push(event));
    dispatchLiveEvent({ type: 'chat', chatHash: 'h1' });
    dispatchLiveEvent({ type: 'cases', caseId: 'c1' });
    stop();
    dispatchLiveEvent({ type: 'chat', chatHash: 'h2' });
    expect(chats).toEqual([{ type: 'chat', chatHash: 'h1' }]);
  });

  it('keeps going when one handler throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = vi.fn();
    const stops = [
      onLiveEvent('account', () => {
        throw new Error('broken feature');
      }),
      onLiveEvent('account', later),
    ];
    dispatchLiveEvent({ type: 'account' });
    expect(later).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    stops.forEach((stop) => stop());
    error.mockRestore();
  });

  it('on a reconnect, tells the account handlers and the reconnect handlers', () => {
    const account = vi.fn();
    const reconnect = vi.fn();
    const stops = [onLiveEvent('account', account), onLiveReconnect(reconnect)];
    dispatchLiveReconnect();
    expect(account).toHaveBeenCalledTimes(1);
    expect(reconnect).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
    vi.useFakeTimers({ now: Date.now() + RECONNECT_MIN_INTERVAL_MS });
    dispatchLiveReconnect();
    expect(reconnect).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('answers reconnects at most once per interval, deferring (not dropping) the later ones', () => {
    vi.useFakeTimers({ now: Date.now() + 10 * RECONNECT_MIN_INTERVAL_MS });
    const reconnect = vi.fn();
    const stop = onLiveReconnect(reconnect);
    try {
      dispatchLiveReconnect();
      expect(reconnect).toHaveBeenCalledTimes(1);
      // A stream that accepts and drops at once: three reconnects in a second make one more.
      for (let i = 0; i < 3; i++) {
        vi.advanceTimersByTime(300);
        dispatchLiveReconnect();
      }
      expect(reconnect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(RECONNECT_MIN_INTERVAL_MS - 901);
      expect(reconnect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(reconnect).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(5 * RECONNECT_MIN_INTERVAL_MS);
      expect(reconnect).toHaveBeenCalledTimes(2);
      dispatchLiveReconnect();
      expect(reconnect).toHaveBeenCalledTimes(3);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
