/**
 * What the message menu offers, and what the undo notices say: plain functions, so the rules
 * are tested without a browser (set-aside-model.test.ts).
 */
import type { ConversationRow } from '../model';

export type MessageAction = 'rewind' | 'delete';

/**
 * A message can be gone back to or deleted once the server holds it and nothing is being
 * written into it: not a message still in the outbox (queued, sending, refused), not a reply
 * being written, not one moderation removed (its place stays; the user cannot undo it away).
 */
export function messageActions(row: ConversationRow): MessageAction[] {
  const { message, delivery } = row;
  if (message.removed) return [];
  if (delivery !== null && delivery !== 'sent') return [];
  if (message.status === 'QUEUED' || message.status === 'STREAMING') return [];
  return ['rewind', 'delete'];
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function rewindNotice(hidden: number): string {
  if (hidden === 0) return 'Nothing comes after this message: nothing to set aside.';
  return `Went back: ${plural(hidden, 'later message')} set aside. Find them again under Earlier versions in the chat menu.`;
}

export function deletionNotice(deleted: number): string {
  return deleted === 1 ? 'Message deleted.' : `${plural(deleted, 'message')} deleted.`;
}

export function restoreNotice(restored: number, setAside: boolean): string {
  const back = `${plural(restored, 'message')} back.`;
  return setAside ? `${back} What followed is kept under Earlier versions.` : back;
}

/** Said of a change made offline: it waits in the outbox. */
export const OFFLINE_NOTE = 'It applies when you are back online.';
