import type { Message, MessagePage } from '@contract/chats.ts';
import { describe, expect, it } from 'vitest';
import type { History } from '../api/message-cache';
import { rememberChat, trimHistory, unlisted } from './history-model';

const page = (from: number, size: number, nextCursor: string | null): MessagePage => ({
  items: Array.from({ length: size }, (_, i): Message => ({
    id: `m${from - i}`,
    chatHash: 'h',
    avatarId: null,
    text: 't',
    status: 'SENT',
    replyTo: null,
    createdAt: String(from - i),
    error: null,
  })),
  nextCursor,
  revision: 0,
});

const history = (...pages: MessagePage[]): History => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)),
});

describe('trimHistory', () => {
  it('keeps whole newest pages up to the limit, with their cursors', () => {
    const long = history(page(250, 50, 'c1'), page(200, 50, 'c2'), page(150, 50, 'c3'));
    const kept = trimHistory(long, 100);
    expect(kept.pages).toHaveLength(2);
    expect(kept.pageParams).toEqual([null, 'c1']);
    // The last kept page still says where older messages are.
    expect(kept.pages[1]!.nextCursor).toBe('c2');
  });

  it('returns a history within the limit unchanged', () => {
    const short = history(page(50, 50, 'c1'), page(0, 10, null));
    expect(trimHistory(short, 200)).toBe(short);
  });

  it('always keeps the newest page, even one larger than the limit', () => {
    const big = history(page(300, 300, 'c1'), page(0, 10, null));
    expect(trimHistory(big, 200).pages).toHaveLength(1);
  });
});

describe('rememberChat', () => {
  it('puts the chat first and forgets the least recent beyond the limit', () => {
    let index = rememberChat([], 'a', 1, 2).index;
    index = rememberChat(index, 'b', 2, 2).index;
    const again = rememberChat(index, 'a', 3, 2);
    expect(again.index.map((e) => e.chatHash)).toEqual(['a', 'b']);
    expect(again.evicted).toEqual([]);
    const third = rememberChat(again.index, 'c', 4, 2);
    expect(third.index.map((e) => e.chatHash)).toEqual(['c', 'a']);
    expect(third.evicted).toEqual(['b']);
  });
});

describe('unlisted', () => {
  it('names the chats kept before the list was asked for that the whole list lacks', () => {
    const index = [
      { chatHash: 'new', savedAt: 30 }, // kept after the list was asked for: may be newer
      { chatHash: 'listed', savedAt: 20 },
      { chatHash: 'deleted', savedAt: 10 },
    ];
    expect(unlisted(index, new Set(['listed']), 25)).toEqual(['deleted']);
  });
});
