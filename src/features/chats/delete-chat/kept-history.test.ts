import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import type * as SessionStoreModule from '@/lib/auth/session-store';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { catchUp } from '../api/catch-up';
import { chatsQueryOptions } from '../api/get-chats';
import { twoPageHistory } from '../api/history-fixture';
import type { History } from '../api/message-cache';
import { chatKeys } from '../api/query-keys';
import { persistHistories } from '../history/history-persistence';
import { forgetChat } from './delete-chat-api';

// The device's IndexedDB store as a map; the user u1 signed in.
const device = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(device.get(key)),
  set: (key: string, value: unknown) => Promise.resolve(void device.set(key, value)),
  del: (key: string) => Promise.resolve(void device.delete(key)),
  delMany: (keys: string[]) => Promise.resolve(keys.forEach((key) => device.delete(key))),
  update: (key: string, change: (value: unknown) => unknown) =>
    Promise.resolve(void device.set(key, change(device.get(key)))),
}));
vi.mock('@/lib/private-store', () => ({ privateStore: () => ({}) }));
vi.mock('@/lib/auth/session-store', async (original) => {
  const actual = await original<typeof SessionStoreModule>();
  const signedIn = { user: { id: 'u1' }, groups: [] };
  return {
    ...actual,
    sessionStore: { ...actual.sessionStore, getSnapshot: () => signedIn },
    isLoggedIn: () => true,
  };
});
// The server: the chat was deleted (404), or its history as it is; the user's chat list.
const server = vi.hoisted(() => ({ gone: false, list: null as unknown }));
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: { get: () => Promise.resolve(server.list) },
}));
vi.mock('../api/get-messages', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getMessages: () =>
    server.gone
      ? Promise.reject(new ApiRequestError('Not found', 404, 'NOT_FOUND'))
      : Promise.resolve(twoPageHistory.pages[0]),
}));
vi.mock('../stream/reply-follower', () => ({
  followReplies: () => undefined,
  isOpenReply: () => false,
}));

const key = chatKeys.messages('h');
const kept = () => device.has('history:u1:h');
const indexed = () =>
  ((device.get('history-index:u1') ?? []) as { chatHash: string }[]).map((e) => e.chatHash);

// One client for the file: the persistence follows the first cache it is given.
const client = new QueryClient();
persistHistories(client);
const read = () => client.fetchQuery({ queryKey: key, queryFn: () => twoPageHistory });

/** Chat h's history read from the server and kept on the device (the debounced save ran). */
async function keeping() {
  await read();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(kept()).toBe(true);
  expect(indexed()).toContain('h');
}

describe("a deleted chat's history leaves the device", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    client.clear();
    device.clear();
    server.gone = false;
    vi.useRealTimers();
  });

  it('deleted here: erased with its place in the index; a save still waiting writes nothing', async () => {
    await keeping();
    client.setQueryData<History>(key, { ...twoPageHistory }); // a save waits 500 ms
    await forgetChat(client, 'h');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept()).toBe(false);
    expect(indexed()).not.toContain('h');
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it("deleted elsewhere: a catch-up's 404 erases it, keeping memory's copy for the conversation", async () => {
    await keeping();
    server.gone = true;
    await expect(catchUp(client, 'h')).rejects.toMatchObject({ status: 404 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept()).toBe(false);
    expect(client.getQueryState(key)?.status).toBe('error');
    expect(client.getQueryData(key)).toEqual(twoPageHistory);
    // Patched in memory meanwhile: not written back.
    client.setQueryData<History>(key, { ...twoPageHistory });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept()).toBe(false);
  });

  it('undone: read from the server again, the chat is kept on the device again', async () => {
    await keeping();
    await forgetChat(client, 'h');
    expect(kept()).toBe(false);
    await read();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept()).toBe(true);
  });

  it('deleted on another device while this one was closed: gone once the whole list lacks it', async () => {
    await keeping();
    device.set('history:u1:old', { savedAt: 0, data: twoPageHistory });
    device.set('history-index:u1', [
      { chatHash: 'old', savedAt: 0 },
      ...(device.get('history-index:u1') as []),
    ]);
    const listOf = (lastPage: boolean): ChatList => ({
      items: [{ chatHash: 'h' } as ChatSummary],
      firstPage: true,
      lastPage,
      page: 1,
      pageSize: 30,
      total: lastPage ? 1 : 31,
    });
    const readList = async (list: ChatList) => {
      server.list = list;
      client.removeQueries({ queryKey: chatKeys.list() });
      await client.fetchInfiniteQuery(chatsQueryOptions());
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(1_000);
    };
    await readList(listOf(false)); // more chats than one page: nothing can be told
    expect(device.has('history:u1:old')).toBe(true);
    await readList(listOf(true));
    expect(device.has('history:u1:old')).toBe(false);
    expect(indexed()).toEqual(['h']);
    expect(kept()).toBe(true);
  });
});
