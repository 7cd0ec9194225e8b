import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type LoggedUser } from '@/lib/auth/session-store';
import { dispatchLiveEvent } from './live-handlers';
import { keepLiveConnection } from './live-connection';
import type { LiveReceiver } from './live-tabs';

const refreshUser = vi.fn((_options?: { fresh?: boolean }) => Promise.resolve());
vi.mock('@/lib/auth/user-refresh', () => ({
  refreshUser: (options?: { fresh?: boolean }) => refreshUser(options),
}));
const handleAuthFailure = vi.fn();
vi.mock('@/lib/auth/auth-client', () => ({
  handleAuthFailure: (error: unknown) => handleAuthFailure(error),
}));

const user = (id: string): LoggedUser => ({
  id,
  email: `${id}@example.com`,
  avatar: null,
  isPremium: false,
  tokens: 0,
  warningCounter: 0,
  isAgent: false,
});

describe('keepLiveConnection', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    sessionStore.set({ user: null, groups: [] });
  });

  it('connects from login to logout, once per user', () => {
    const stops: Array<ReturnType<typeof vi.fn>> = [];
    const receivers: LiveReceiver[] = [];
    const share = vi.fn((receiver: LiveReceiver) => {
      receivers.push(receiver);
      const stopTab = vi.fn();
      stops.push(stopTab);
      return stopTab;
    });
    stop = keepLiveConnection(share);
    expect(share).not.toHaveBeenCalled();
    sessionStore.set({ user: user('u1'), groups: ['USER'] });
    sessionStore.mergeUser({ tokens: 5 });
    expect(share).toHaveBeenCalledTimes(1);
    sessionStore.set({ user: user('u2'), groups: ['USER'] });
    expect(stops[0]).toHaveBeenCalled();
    expect(share).toHaveBeenCalledTimes(2);
    sessionStore.set({ user: null, groups: [] });
    expect(stops[1]).toHaveBeenCalled();
    // A refused stream takes the path of any refused call.
    const error = new Error('refused');
    receivers[0]!.onAuthFailure(error as never);
    expect(handleAuthFailure).toHaveBeenCalledWith(error);
  });

  it('reads the user record again on an account hint, not sharing an older read', () => {
    stop = keepLiveConnection(() => () => undefined);
    dispatchLiveEvent({ type: 'account' });
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(refreshUser).toHaveBeenCalledWith({ fresh: true });
    stop();
    stop = () => undefined;
    dispatchLiveEvent({ type: 'account' });
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });
});
