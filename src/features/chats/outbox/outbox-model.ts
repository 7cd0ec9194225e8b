/**
 * The outbox's policy, free of IndexedDB and fetch so it can be tested: messages are sent one at
 * a time in the order they were written; an entry leaves the outbox only once the server
 * answered 2xx. A network failure or a server hiccup stops the flush (a later message must not
 * overtake an earlier one) and keeps the entry queued; a refusal that retrying cannot change
 * (400, 402, 404…) marks it failed with the server's message and the flush moves on. A message
 * moderation blocks (CONTENT_BLOCKED: nothing stored, nothing charged) becomes 'blocked': it is
 * no message of the chat, and waits only for its composer to take the text back (takeBlocked).
 * The entry's id is the message id, the server's idempotency key: a retry after a lost answer is
 * harmless.
 */
import type { SendMessageResult } from '@contract/chats.ts';
import { CHAT_ERROR_CODES, MODERATION_ERROR_CODES } from '@contract/constants.ts';
import { ApiRequestError, type RequestErrorCode } from '@/lib/api-client';

/**
 * A change to a chat queued in line with the messages (made offline, applied once when back
 * online, in order): choosing the version of a reply shown, editing a message's words (the
 * entry's id is the edit's idempotency key), going back to a message (rewind), deleting one.
 * Not a message: shown on the message it changes.
 */
export type OutboxAction =
  | { type: 'choose'; messageId: string; alternative: number; text?: never }
  | { type: 'edit'; messageId: string; text: string; alternative?: never }
  // Fields never set here: every action reads the same way (action?.alternative).
  | { type: 'rewind' | 'delete'; messageId: string; alternative?: never; text?: never };

export type OutboxEntry = {
  id: string;
  chatHash: string;
  text: string;
  /** Group chats: how many avatars answer. */
  responders?: number;
  createdAt: string;
  /** blocked: refused by moderation; never sent again, its text goes back to the composer. */
  state: 'queued' | 'failed' | 'blocked';
  error?: string;
  errorCode?: RequestErrorCode;
  /** Set: a change (OutboxAction) rather than a message; `text` is then empty. */
  action?: OutboxAction;
};

export type OutboxStorage = {
  read: () => Promise<OutboxEntry[]>;
  /** Read-modify-write in one step (one IndexedDB transaction); resolves with what it wrote. */
  update: (change: (entries: OutboxEntry[]) => OutboxEntry[]) => Promise<OutboxEntry[]>;
};

export type SendOutcome =
  | { kind: 'sent'; result?: SendMessageResult }
  | { kind: 'retry-later'; reason: string }
  | { kind: 'failed'; error: string; code: RequestErrorCode };

export type FlushHooks = {
  onSending?: (entry: OutboxEntry) => void;
  onSent?: (entry: OutboxEntry, result?: SendMessageResult) => void;
  onFailed?: (entry: OutboxEntry) => void;
  onStalled?: (entry: OutboxEntry, reason: string) => void;
};

/** Which failures are worth sending again later, unchanged. */
export function classifySendError(error: unknown): SendOutcome {
  if (!(error instanceof ApiRequestError)) {
    return { kind: 'retry-later', reason: error instanceof Error ? error.message : 'unknown' };
  }
  const { status, code, message } = error;
  const transient =
    status === 0 ||
    status === 401 || // the session is being refreshed or has ended: never drop the message
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    code === CHAT_ERROR_CODES.replyInProgress;
  return transient
    ? { kind: 'retry-later', reason: message }
    : { kind: 'failed', error: message, code };
}

/** Sends queued entries in order until the outbox is empty ('done') or a send must wait. */
export async function flushOutbox(
  storage: OutboxStorage,
  send: (entry: OutboxEntry) => Promise<SendOutcome>,
  hooks: FlushHooks = {},
): Promise<'done' | 'stalled'> {
  for (;;) {
    // Read again each time: another tab, or the user (retry, discard), may have changed it.
    const next = (await storage.read()).find((entry) => entry.state === 'queued');
    if (!next) return 'done';
    hooks.onSending?.(next);
    const outcome = await send(next);
    if (outcome.kind === 'retry-later') {
      hooks.onStalled?.(next, outcome.reason);
      return 'stalled';
    }
    if (outcome.kind === 'sent') {
      await storage.update((entries) => entries.filter((entry) => entry.id !== next.id));
      hooks.onSent?.(next, outcome.result);
    } else {
      const blocked = !next.action && outcome.code === MODERATION_ERROR_CODES.contentBlocked;
      const failed: OutboxEntry = {
        ...next,
        state: blocked ? 'blocked' : 'failed',
        error: outcome.error,
        errorCode: outcome.code,
      };
      // A refused change is dropped (the chat is read again); a message, or an edit (words the
      // user wrote), waits for the user: retry or discard.
      await storage.update((entries) =>
        next.action && next.action.type !== 'edit'
          ? entries.filter((entry) => entry.id !== next.id)
          : entries.map((entry) => (entry.id === next.id ? failed : entry)),
      );
      hooks.onFailed?.(failed);
    }
  }
}

/** Adds an entry at the end (a repeated id is kept once: the first write wins). */
export function appendEntry(entries: OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return entries.some((e) => e.id === entry.id) ? entries : [...entries, entry];
}

/** Retry after a failure: back in the queue at the end, so it does not jump older messages. */
export function requeueEntry(entries: OutboxEntry[], id: string): OutboxEntry[] {
  const entry = entries.find((e) => e.id === id);
  // A blocked message would be blocked again: only its composer may take it (as text).
  if (!entry || entry.state === 'blocked') return entries;
  const queued: OutboxEntry = { ...entry, state: 'queued', error: undefined, errorCode: undefined };
  return [...entries.filter((e) => e.id !== id), queued];
}

/**
 * Queues a change: only the last choice (or edit) of a message matters, so one still queued
 * for the same message is replaced (flipping through five versions offline sends one request;
 * editing twice offline answers once). A new edit also replaces a refused one: its words were
 * in the editor again.
 */
export function queueAction(entries: OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const same = (e: OutboxEntry) =>
    (e.state === 'queued' || (e.state === 'failed' && e.action?.type === 'edit')) &&
    e.action?.type === entry.action?.type &&
    e.action?.messageId === entry.action?.messageId;
  return [...entries.filter((e) => !same(e)), entry];
}
