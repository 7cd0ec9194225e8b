import { describe, expect, it } from 'vitest';
import type { Message } from '@contract/chats.ts';
import { chronological, type History } from '../api/message-cache';
import { queueAction, type OutboxEntry } from '../outbox/outbox-model';
import { setAsideInHistory } from './offline-set-aside';

const message = (n: number): Message => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  chatHash: 'chat-a',
  avatarId: n % 2 ? null : 3,
  text: `m${n}`,
  status: n % 2 ? 'SENT' : 'COMPLETE',
  replyTo: null,
  createdAt: `2026-11-27T07:00:0${n}.000Z`,
  error: null,
});
/** Two pages, newest first, each newest first: m5 m4 | m3 m2 m1. */
const history = (): History => ({
  pages: [
    { items: [message(5), message(4)], nextCursor: 'c', revision: 0 },
    { items: [message(3), message(2), message(1)], nextCursor: null, revision: 0 },
  ],
  pageParams: [null, 'c'],
});
const texts = (data: History) => chronological(data).map((m) => m.text);

describe('a rewind or delete made offline, shown at once', () => {
  it('a rewind takes out everything after the message, across pages', () => {
    const { data, removed } = setAsideInHistory(history(), 'rewind', message(2).id);
    expect(texts(data)).toEqual(['m1', 'm2']);
    expect(removed.map((m) => m.text)).toEqual(['m3', 'm4', 'm5']);
  });

  it('a delete takes out that message only; an unknown message changes nothing', () => {
    const { data, removed } = setAsideInHistory(history(), 'delete', message(4).id);
    expect(texts(data)).toEqual(['m1', 'm2', 'm3', 'm5']);
    expect(removed.map((m) => m.text)).toEqual(['m4']);
    const same = history();
    expect(setAsideInHistory(same, 'rewind', 'nope')).toEqual({ data: same, removed: [] });
  });

  it('queues in line with the messages written offline, in order', () => {
    const entry = (id: string, action?: OutboxEntry['action']): OutboxEntry => ({
      id,
      chatHash: 'chat-a',
      text: action ? '' : id,
      createdAt: '2026-11-27T07:00:00.000Z',
      state: 'queued',
      ...(action ? { action } : {}),
    });
    let entries = [entry('hello')];
    entries = queueAction(entries, entry('r1', { type: 'rewind', messageId: message(2).id }));
    entries = [...entries, entry('after')];
    entries = queueAction(entries, entry('d1', { type: 'delete', messageId: message(1).id }));
    expect(entries.map((e) => e.id)).toEqual(['hello', 'r1', 'after', 'd1']);
  });
});
