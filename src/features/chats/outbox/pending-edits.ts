/**
 * Edits waiting in the outbox, shown on their messages: the new words at once, marked as
 * waiting (queued, sending) or refused (failed: the server's reason, retry or discard). The
 * words come from the outbox, not the held history, so a history read again from the server
 * meanwhile (the connection came back) never shows the old words before the edit is applied.
 */
import type { Message } from '@contract/chats.ts';
import type { ConversationRow, PendingEdit } from '../model';
import type { OutboxEntry } from './outbox-model';

/** The latest edit of each message of this chat still in the outbox, by message id. */
export function pendingEdits(
  entries: readonly OutboxEntry[],
  chatHash: string,
  sending: string | null,
): Map<string, PendingEdit> {
  const edits = new Map<string, PendingEdit>();
  for (const entry of entries) {
    const { action } = entry;
    if (entry.chatHash !== chatHash || action?.type !== 'edit') continue;
    const state = sending === entry.id ? 'sending' : entry.state === 'failed' ? 'failed' : 'queued';
    // Entries are in outbox order: a later edit of the same message is the one that counts.
    edits.set(action.messageId, { id: entry.id, text: action.text, state, error: entry.error });
  }
  return edits;
}

/**
 * Refused edits of messages the chat no longer has (deleted or set aside meanwhile: 404): no
 * row shows them, so each becomes a row of its own at the end, the words with the server's
 * reason, Retry and Discard (as a message not sent), rather than waiting out of sight.
 */
export function orphanedEdits(
  entries: readonly OutboxEntry[],
  chatHash: string,
  held: (messageId: string) => boolean,
): ConversationRow[] {
  return entries.flatMap((entry): ConversationRow[] => {
    const { action } = entry;
    if (entry.chatHash !== chatHash || action?.type !== 'edit') return [];
    if (entry.state !== 'failed' || entry.errorCode !== 'NOT_FOUND' || held(action.messageId)) {
      return [];
    }
    const message: Message = {
      id: entry.id,
      chatHash,
      avatarId: null,
      text: action.text,
      status: 'SENT',
      replyTo: null,
      createdAt: entry.createdAt,
      error: null,
    };
    const error = `Your edit was not saved: ${entry.error ?? 'its message is no longer here.'}`;
    return [{ message, delivery: 'failed', error, errorCode: entry.errorCode }];
  });
}

/** The rows with their waiting edits' words and marks (rows without one are kept as they are). */
export function withPendingEdits(
  rows: ConversationRow[],
  edits: ReadonlyMap<string, PendingEdit>,
): ConversationRow[] {
  if (edits.size === 0) return rows;
  return rows.map((row) => {
    const edit = edits.get(row.message.id);
    return edit ? { ...row, message: { ...row.message, text: edit.text }, edit } : row;
  });
}
