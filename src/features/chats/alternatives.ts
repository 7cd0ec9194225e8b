/**
 * The client's side of a reply's versions (swipes): flipping is done on the cached message at
 * once (every version's text is in it), and the choice is sent through the outbox. Pure, so
 * it can be tested without a browser.
 */
import type { Message } from '@contract/chats.ts';

/** The message showing version `index`, or undefined when it has no such version. */
export function flipped(message: Message, index: number): Message | undefined {
  const version = message.alternatives?.[index];
  if (!version || index === message.alternative) return undefined;
  // A rating belongs to one version: the one shown before is not this one's.
  const { edited: _edited, originalText: _original, rating: _rating, ...rest } = message;
  return {
    ...rest,
    text: version.text,
    status: version.status,
    error: version.error,
    alternative: index,
    // An edited version's first words are not sent along with the others: re-read later.
    ...(version.edited ? { edited: true as const } : {}),
  };
}

/**
 * The ids of the Angels' messages in the chat's latest turn (after the user's last message,
 * or a new chat's greetings): the only ones whose version can still be chosen.
 */
export function latestTurn(messages: Message[]): Set<string> {
  const ids = new Set<string>();
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.avatarId === null) break;
    ids.add(message.id);
  }
  return ids;
}

/** The user's last message (theirs to edit while nothing has followed its answers). */
export function lastUserMessage(messages: Message[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.avatarId === null) return message.id;
  }
  return undefined;
}

/** "2 / 3": the version shown, counted from 1. */
export function versionLabel(message: Message): string {
  return `${(message.alternative ?? 0) + 1} / ${message.alternatives?.length ?? 1}`;
}

/** Where a horizontal swipe goes: -1 back, +1 on, 0 not a swipe (too short, or a scroll). */
export function swipeDirection(dx: number, dy: number, minimum = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < minimum || Math.abs(dx) < 2 * Math.abs(dy)) return 0;
  // Swiping left brings the next version in, as a page turns.
  return dx < 0 ? 1 : -1;
}

/** Arrow keys flip versions unless the user is typing (composer, a field, an editor). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}
