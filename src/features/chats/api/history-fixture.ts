import type { Message } from '@contract/chats.ts';
import type { History } from './message-cache';

/** Tests' messages: a user message of chat 'h', its text its id unless given. */
export const msg = (id: string, createdAt: string, text = id): Message => ({
  id,
  chatHash: 'h',
  avatarId: null,
  text,
  status: 'SENT',
  replyTo: null,
  createdAt,
  error: null,
});

/** Two pages held, newest first: d, c, then (cursor x) b, a. */
export const twoPageHistory: History = {
  pages: [
    { items: [msg('d', '4'), msg('c', '3')], nextCursor: 'x', revision: 0 },
    { items: [msg('b', '2'), msg('a', '1')], nextCursor: null, revision: 0 },
  ],
  pageParams: [null, 'x'],
};
