import { describe, expect, it } from 'vitest';
import type { ChatList, ChatSummary } from '@contract/chats.ts';
import { ApiRequestError } from '@/lib/api-client';
import type { ChatPages } from '../api/get-chats';
import { chatWasDeleted, withoutChat } from './delete-chat-model';

const chat = (chatHash: string) => ({ chatHash }) as ChatSummary;
const page = (n: number, hashes: string[], total: number): ChatList => ({
  firstPage: n === 1,
  lastPage: n === 2,
  page: n,
  pageSize: 2,
  total,
  items: hashes.map(chat),
});
const pages: ChatPages = {
  pages: [page(1, ['a', 'b'], 3), page(2, ['c'], 3)],
  pageParams: [1, 2],
};

describe('withoutChat', () => {
  it('takes the chat out of whichever page holds it, one less in every total', () => {
    const left = withoutChat(pages, 'c');
    expect(left.pages.map((p) => p.items.map((c) => c.chatHash))).toEqual([['a', 'b'], []]);
    expect(left.pages.map((p) => p.total)).toEqual([2, 2]);
    expect(left.pageParams).toEqual([1, 2]);
    expect(withoutChat(pages, 'a').pages[0]!.items.map((c) => c.chatHash)).toEqual(['b']);
  });

  it('leaves the list as it is when the chat is not in it', () => {
    expect(withoutChat(pages, 'zz')).toBe(pages);
  });
});

describe('chatWasDeleted', () => {
  it('only a 404 means the chat is gone; offline or a server error keeps it open', () => {
    expect(chatWasDeleted(new ApiRequestError('gone', 404, 'NOT_FOUND'))).toBe(true);
    expect(chatWasDeleted(new ApiRequestError('offline', 0, 'NETWORK'))).toBe(false);
    expect(chatWasDeleted(new ApiRequestError('oops', 500, 'INTERNAL'))).toBe(false);
    expect(chatWasDeleted(null)).toBe(false);
    expect(chatWasDeleted(new Error('plain'))).toBe(false);
  });
});
