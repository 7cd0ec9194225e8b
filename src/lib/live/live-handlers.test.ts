import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@contract/moderation';
import {
  dispatchLiveEvent,
  dispatchLiveReconnect,
  onLiveEvent,
  onLiveReconnect,
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
    dispatchLiveReconnect();
    expect(reconnect).toHaveBeenCalledTimes(1);
  });
});
