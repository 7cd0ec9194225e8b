import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './session-store';
import {
  FOCUS_REFRESH_INTERVAL_MS,
  initUserRefresh,
  markUserRecordFetched,
  refreshUser,
  refreshUserOnFocus,
} from './user-refresh';

const loadSessionUser = vi.fn(() => {
  markUserRecordFetched();
  return Promise.resolve(null);
});
vi.mock('./session', () => ({ loadSessionUser: () => loadSessionUser() }));

const user = {
  id: 'u1',
  email: 'a@example.com',
  avatar: null,
  isPremium: false,
  tokens: 50,
  warningCounter: 0,
  isAgent: false,
};

describe('refreshUser', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    markUserRecordFetched(0);
    loadSessionUser.mockClear();
    onlineManager.setOnline(true);
    sessionStore.set({ user, groups: ['USER'] });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    sessionStore.set({ user: null, groups: [] });
  });

  it('reads the record at once, sharing one request between concurrent calls', async () => {
    await Promise.all([refreshUser(), refreshUser()]);
    expect(loadSessionUser).toHaveBeenCalledTimes(1);
    await refreshUser();
    expect(loadSessionUser).toHaveBeenCalledTimes(2);
  });

  it('asked for a fresh read, reads once more after the one under way, shared meanwhile', async () => {
    let finish = () => undefined as void;
    loadSessionUser.mockImplementationOnce(
      () => new Promise((resolve) => void (finish = () => resolve(null))),
    );
    const first = refreshUser();
    await vi.waitFor(() => expect(loadSessionUser).toHaveBeenCalledTimes(1));
    // Answered before the change was announced, maybe: sharing it would miss the change.
    const fresh = [refreshUser({ fresh: true }), refreshUser({ fresh: true }), refreshUser()];
    await Promise.resolve();
    expect(loadSessionUser).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([first, ...fresh]);
    expect(loadSessionUser).toHaveBeenCalledTimes(2);
    await refreshUser({ fresh: true }); // nothing under way: one read
    expect(loadSessionUser).toHaveBeenCalledTimes(3);
  });

  it('does nothing without a session, and never rejects', async () => {
    sessionStore.set({ user: null, groups: [] });
    await refreshUser();
    expect(loadSessionUser).not.toHaveBeenCalled();
    sessionStore.set({ user, groups: ['USER'] });
    loadSessionUser.mockRejectedValueOnce(new Error('offline'));
    await expect(refreshUser()).resolves.toBeUndefined();
  });

  it('on focus, reads again at most once per interval, and not offline', async () => {
    stop = refreshUserOnFocus();
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(loadSessionUser).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(loadSessionUser).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + FOCUS_REFRESH_INTERVAL_MS + 1);
    onlineManager.setOnline(false);
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
    expect(loadSessionUser).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(loadSessionUser).toHaveBeenCalledTimes(2));
  });

  it('from start-up, once however often it is called, and nothing while logged out', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    initUserRefresh();
    initUserRefresh();
    expect(listen.mock.calls.filter(([type]) => type === 'focus')).toHaveLength(1);
    listen.mockRestore();
    sessionStore.set({ user: null, groups: [] });
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
    expect(loadSessionUser).not.toHaveBeenCalled();

    sessionStore.set({ user, groups: ['USER'] });
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(loadSessionUser).toHaveBeenCalledTimes(1));
  });
});
