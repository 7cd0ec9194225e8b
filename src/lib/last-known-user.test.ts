import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, type LoggedUser } from '@/lib/auth/session-store';
import { createQueryClient } from '@/lib/query-client';
import { keepLastKnownUser, LAST_USER_KEY } from '@/lib/last-known-user';

const user = (patch: Partial<LoggedUser> = {}): LoggedUser => ({
  id: 'u1',
  email: 'user@angels.local',
  avatar: { name: 'Robin', imageUrl: '/robin.svg' },
  isPremium: false,
  tokens: 42,
  warningCounter: 0,
  isAgent: false,
  ...patch,
});

let stop = () => {};

describe('last known user record', () => {
  afterEach(() => {
    stop();
    sessionStore.set({ user: null, groups: [] });
    onlineManager.setOnline(true);
  });

  it('is kept as a persisted private query once the server record is known', () => {
    const client = createQueryClient();
    stop = keepLastKnownUser(client);
    sessionStore.set({ user: user({ avatar: undefined, tokens: 0 }), groups: ['USER'] });
    expect(client.getQueryData(LAST_USER_KEY)).toBeUndefined();
    sessionStore.mergeUser({ avatar: null, tokens: 42 });
    expect(client.getQueryData(LAST_USER_KEY)).toMatchObject({ id: 'u1', tokens: 42 });
    expect(client.getQueryCache().find({ queryKey: LAST_USER_KEY })?.meta).toEqual({
      persist: true,
    });
  });

  it('fills a session restored from tokens alone, for the same user only', () => {
    const client = createQueryClient();
    client.setQueryData(LAST_USER_KEY, { ...user(), tokens: 17 });
    stop = keepLastKnownUser(client);
    // What the session restore does offline: the token claims, no record.
    sessionStore.set({ user: user({ avatar: undefined, tokens: 0 }), groups: ['USER'] });
    expect(sessionStore.getSnapshot().user).toMatchObject({
      tokens: 17,
      avatar: { name: 'Robin' },
    });

    sessionStore.set({ user: null, groups: [] });
    sessionStore.set({ user: user({ id: 'u2', avatar: undefined, tokens: 0 }), groups: ['USER'] });
    expect(sessionStore.getSnapshot().user).toMatchObject({
      id: 'u2',
      tokens: 0,
      avatar: undefined,
    });
  });
});
