import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { chatsOf, keepFirstChatsPage, type ChatPages } from './get-chats';
import { chatKeys } from './query-keys';

const chat = (chatHash: string, updatedAt: string) => ({ chatHash, updatedAt }) as ChatSummary;
const page = (n: number, items: ChatSummary[]): ChatList => ({
  firstPage: n === 1,
  lastPage: false,
  page: n,
  pageSize: 2,
  total: 10,
  items,
});

describe('the paged chat list', () => {
  it('shows the loaded pages as one list, newest first, each chat once', () => {
    // "b" had new activity between the two pages: it is on both, and shows once, newest.
    const pages = [
      page(1, [chat('b', '2025-05-03'), chat('a', '2025-05-02')]),
      page(2, [chat('b', '2025-05-01'), chat('c', '2025-04-30')]),
    ];
    expect(chatsOf(pages).map((c) => [c.chatHash, c.updatedAt])).toEqual([
      ['b', '2025-05-03'],
      ['a', '2025-05-02'],
      ['c', '2025-04-30'],
    ]);
  });

  it('keeps only the first page when the list closes, as stale as it was', () => {
    const client = new QueryClient();
    const data: ChatPages = {
      pages: [page(1, [chat('a', '2025-05-02')]), page(2, [chat('c', '2025-04-30')])],
      pageParams: [1, 2],
    };
    client.setQueryData(chatKeys.list(), data, { updatedAt: 1000 });
    keepFirstChatsPage(client);
    const kept = client.getQueryData<ChatPages>(chatKeys.list());
    expect(kept?.pages).toHaveLength(1);
    expect(kept?.pageParams).toEqual([1]);
    expect(client.getQueryState(chatKeys.list())?.dataUpdatedAt).toBe(1000);
  });
});
