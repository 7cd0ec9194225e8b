import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessagePage } from '@contract/chats.ts';
import { ApiRequestError } from '@/lib/api-client';
import { catchUp } from './catch-up';
import { msg, twoPageHistory } from './history-fixture';
import { chronological, type History } from './message-cache';
import { chatKeys } from './query-keys';
import { REREAD_PAGES_MAX } from './reread-history';

/** The server's pages, by the cursor asked for (null: the newest). */
const served = new Map<string | null, MessagePage>();
const getMessages = vi.fn((_hash: string, before: string | null) => {
  const page = served.get(before);
  return page ? Promise.resolve(page) : Promise.reject(new Error(`no page ${before}`));
});
vi.mock('./get-messages', () => ({
  getMessages: (hash: string, before: string | null) => getMessages(hash, before),
}));
vi.mock('../stream/reply-follower', () => ({
  followReplies: () => undefined,
  isOpenReply: () => false,
}));

const ids = (client: QueryClient) =>
  chronological(client.getQueryData<History>(chatKeys.messages('h'))).map((m) => m.id);
const held = (client: QueryClient) => client.getQueryData<History>(chatKeys.messages('h'))!;

function holding(history: History) {
  const client = new QueryClient();
  client.setQueryData(chatKeys.messages('h'), history);
  return client;
}

describe('catchUp: merge the newest page, or read the history again', () => {
  afterEach(() => {
    served.clear();
    getMessages.mockClear();
  });

  it('merges the newest page while the history only grew (same revision)', async () => {
    const client = holding(twoPageHistory);
    served.set(null, { items: [msg('e', '5'), msg('d', '4')], nextCursor: 'y', revision: 0 });
    await catchUp(client, 'h');
    expect(ids(client)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(getMessages).toHaveBeenCalledTimes(1);
  });

  it('reads the history again when it changed in place: what left it leaves the screen', async () => {
    // Elsewhere, "Go back to here" on b: c and d were set aside, and b's reply edited.
    const client = holding(twoPageHistory);
    client.setQueryData(chatKeys.list(), { items: [] });
    served.set(null, {
      items: [msg('b', '2', 'b edited'), msg('a', '1')],
      nextCursor: null,
      revision: 1,
    });
    await catchUp(client, 'h');
    expect(ids(client)).toEqual(['a', 'b']);
    expect(chronological(held(client))[1]!.text).toBe('b edited');
    expect(held(client).pages[0]!.revision).toBe(1);
    expect(client.getQueryState(chatKeys.list())?.isInvalidated).toBe(true);
  });

  it('reads again as many pages as were held, by the new cursors, so the view keeps its place', async () => {
    const client = holding(twoPageHistory);
    // c deleted elsewhere: the pages now break at another message.
    served.set(null, { items: [msg('d', '4'), msg('b', '2')], nextCursor: 'b', revision: 3 });
    served.set('b', { items: [msg('a', '1')], nextCursor: null, revision: 3 });
    await catchUp(client, 'h');
    expect(ids(client)).toEqual(['a', 'b', 'd']);
    expect(held(client).pageParams).toEqual([null, 'b']);
  });

  it('reads at most REREAD_PAGES_MAX pages; the rest load on scroll', async () => {
    const many = Array.from({ length: REREAD_PAGES_MAX + 2 }, (_, i) => ({
      items: [msg(`m${i}`, String(100 - i))],
      nextCursor: `c${i}`,
      revision: 0,
    }));
    const client = holding({
      pages: many,
      pageParams: [null, ...many.slice(0, -1).map((p) => p.nextCursor)],
    });
    served.set(null, { items: [msg('n', '200')], nextCursor: 'k0', revision: 1 });
    for (let i = 0; i < 10; i++) {
      served.set(`k${i}`, {
        items: [msg(`o${i}`, String(100 - i))],
        nextCursor: `k${i + 1}`,
        revision: 1,
      });
    }
    await catchUp(client, 'h');
    expect(held(client).pages).toHaveLength(REREAD_PAGES_MAX);
    expect(held(client).pages.at(-1)!.nextCursor).not.toBeNull();
  });

  it('stops at a page of a still newer revision (changed again meanwhile)', async () => {
    const client = holding(twoPageHistory);
    served.set(null, { items: [msg('d', '4')], nextCursor: 'd', revision: 1 });
    served.set('d', { items: [msg('a', '1')], nextCursor: null, revision: 2 });
    await catchUp(client, 'h');
    expect(ids(client)).toEqual(['d']);
    expect(held(client).pages[0]!.nextCursor).toBe('d');
  });

  it('reads again a history kept on the device without a revision (an earlier app)', async () => {
    const old = {
      pages: twoPageHistory.pages.map(({ items, nextCursor }) => ({ items, nextCursor })),
    };
    const client = holding({ ...old, pageParams: twoPageHistory.pageParams } as History);
    served.set(null, { items: [msg('d', '4'), msg('a', '1')], nextCursor: null, revision: 0 });
    await catchUp(client, 'h');
    expect(ids(client)).toEqual(['a', 'd']);
  });
});

describe('catchUp: a chat deleted elsewhere', () => {
  it('keeps the held messages and records the 404 for the open conversation to close', async () => {
    const client = holding(twoPageHistory);
    getMessages.mockImplementationOnce(() =>
      Promise.reject(new ApiRequestError('No such chat.', 404, 'NOT_FOUND')),
    );
    await expect(catchUp(client, 'h')).rejects.toThrow('No such chat.');
    const state = client.getQueryState(chatKeys.messages('h'))!;
    expect(state.status).toBe('error');
    expect((state.error as ApiRequestError).status).toBe(404);
    expect(ids(client)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('an offline catch-up leaves the history as it was', async () => {
    const client = holding(twoPageHistory);
    getMessages.mockImplementationOnce(() =>
      Promise.reject(new ApiRequestError('Offline.', 0, 'NETWORK')),
    );
    await expect(catchUp(client, 'h')).rejects.toThrow('Offline.');
    expect(client.getQueryState(chatKeys.messages('h'))!.status).toBe('success');
  });
});
