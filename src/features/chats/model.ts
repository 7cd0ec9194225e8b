import type { Chat, ChatAvatar, Message } from '@contract/chats.ts';

/** A row of the conversation: a stored message, or one still in the outbox. */
export type Delivery = 'queued' | 'sending' | 'failed' | 'sent';
export type ConversationRow = {
  message: Message;
  /** User messages only. */
  delivery: Delivery | null;
  error?: string;
  errorCode?: string;
};

export function namesOf(avatars: ChatAvatar[]): string {
  const names = avatars.map((a) => a.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who answers, in order, as the server decides it: the avatars named with `@Name` first (in
 * the order named), then the chat's rotating order, as many as asked for.
 */
export function speakingOrder(
  avatars: ChatAvatar[],
  text: string,
  responders: number,
): ChatAvatar[] {
  const mentioned = avatars
    .map((avatar) => ({ avatar, at: mentionIndex(text, avatar.name) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.avatar);
  const rest = avatars.filter((a) => !mentioned.includes(a));
  return [...mentioned, ...rest].slice(0, Math.max(1, responders));
}

function mentionIndex(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[^\\w])@${escaped}(?![\\w])`, 'i').exec(text);
  return match ? match.index : -1;
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

/** Where a chat lives: groups have their own route (spec §2). */
export function chatPath(chat: Pick<Chat, 'chatHash' | 'type'>) {
  return chat.type === 'GROUP'
    ? ({ to: '/chat/group/$chatHash', params: { chatHash: chat.chatHash } } as const)
    : ({ to: '/chat/{-$chatHash}', params: { chatHash: chat.chatHash } } as const);
}
