import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSessionUser } from './session';
import { sessionStore } from './session-store';

const get = vi.fn();
vi.mock('./auth-client', () => ({ authClient: { get: (path: string) => get(path) } }));
const refreshUser = vi.fn((_options: unknown) => Promise.resolve());
vi.mock('./user-refresh', () => ({
  markUserRecordFetched: () => undefined,
  refreshUser: (options: unknown) => refreshUser(options),
}));

const user = {
  id: 'u1',
  email: 'a@example.com',
  avatar: null,
  isPremium: false,
  tokens: 49,
  warningCounter: 0,
  isAgent: false,
};

/** The record's read, answered when the test says. */
function heldRead() {
  let answer: (tokens: number) => void = () => undefined;
  get.mockImplementationOnce(
    () => new Promise((resolve) => (answer = (tokens) => resolve({ ...user, tokens }))),
  );
  return (tokens: number) => answer(tokens);
}

describe('loadSessionUser', () => {
  beforeEach(() => {
    get.mockReset();
    refreshUser.mockClear();
    sessionStore.set({ user, groups: ['USER'] });
  });
  afterEach(() => sessionStore.set({ user: null, groups: [] }));

  it('takes the balance it read when nothing changed it meanwhile', async () => {
    const answer = heldRead();
    const read = loadSessionUser();
    answer(60);
    await read;
    expect(sessionStore.getSnapshot().user?.tokens).toBe(60);
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('keeps a balance a send answered while it read, and reads again', async () => {
    const answer = heldRead();
    const read = loadSessionUser();
    // The send's answer: charged one token, after the server had read the record.
    sessionStore.mergeUser({ tokens: 48 });
    answer(49);
    await read;
    expect(sessionStore.getSnapshot().user?.tokens).toBe(48);
    expect(refreshUser).toHaveBeenCalledWith({ fresh: true });
  });
});
