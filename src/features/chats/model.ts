import type { Chat, ChatAvatar, Message } from '@contract/chats.ts';
import { speakingOrder as groupSpeakingOrder } from '@contract/turn-order.ts';
import type { RequestErrorCode } from '@/lib/api-client';

/** A row of the conversation: a stored message, or one still in the outbox. */
export type Delivery = 'queued' | 'sending' | 'failed' | 'sent';

/** An edit of the message waiting in the outbox (its id is the outbox entry's). */
export type PendingEdit = {
  id: string;
  text: string;
  state: 'queued' | 'sending' | 'failed';
  error?: string | undefined;
};

export type ConversationRow = {
  message: Message;
  /** User messages only. */
  delivery: Delivery | null;
  error?: string;
  errorCode?: RequestErrorCode;
  /** Its words are being edited: the row shows the new ones (outbox/pending-edits.ts). */
  edit?: PendingEdit;
};

export function namesOf(avatars: ChatAvatar[]): string {
  const names = avatars.map((a) => a.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who will answer `text`, in order, decided by the server's own rule: `avatars` come from the
 * server next speaker first, so the rotation here is 0.
 */
export function speakingOrder(
  avatars: ChatAvatar[],
  text: string,
  responders: number,
): ChatAvatar[] {
  return groupSpeakingOrder(avatars, 0, text, responders).speakers;
}

/** A rough height before a row is measured, so the scrollbar is about right. */
export function estimateRowHeight(row: ConversationRow): number {
  const lines = row.message.text
    .split('\n')
    .reduce((n, line) => n + Math.ceil((line.length + 1) / 48), 0);
  return 52 + lines * 24;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** Today: the time; earlier: the day. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? timeFormat.format(date)
    : dayFormat.format(date);
}

/** Where a chat lives: group chats have their own route, /chat/group/{chatHash}. */
export function chatPath(chat: Pick<Chat, 'chatHash' | 'type'>) {
  return chat.type === 'GROUP'
    ? ({ to: '/chat/group/$chatHash', params: { chatHash: chat.chatHash } } as const)
    : ({ to: '/chat/{-$chatHash}', params: { chatHash: chat.chatHash } } as const);
}
