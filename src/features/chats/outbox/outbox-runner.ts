/**
 * Runs the outbox for the logged-in user: flushes on start, when the connection returns, after
 * each new message, and (stalled) again with a growing delay. A Web Lock per user keeps two tabs
 * from flushing at once; the tab that waited re-reads the outbox and finds it sent. Tabs tell
 * each other about changes over a BroadcastChannel so every tab shows the same delivery state.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Message, SendMessageResult } from '@contract/chats.ts';
import { sessionStore } from '@/lib/auth/session-store';
import { toApiRequestError } from '@/lib/api-client';
import { createStore, useStore } from '@/lib/store';
import { patchHistory } from '../api/message-cache';
import { chatKeys } from '../api/query-keys';
import { sendMessage } from '../api/send-message';
import { applySetAside, reloadChat } from '../api/set-aside';
import { showSteered } from '../api/show-steered';
import { chooseAlternative, editMessage } from '../api/steering';
import { followReplies } from '../stream/reply-follower';
import type { EventReader } from '../stream/sse-events';
import {
  appendEntry,
  classifySendError,
  flushOutbox,
  queueAction,
  requeueEntry,
  type OutboxAction,
  type OutboxEntry,
  type SendOutcome,
} from './outbox-model';
import { outboxStorage } from './outbox-storage';

export type OutboxState = {
  /** Messages waiting or failed: the conversation shows them. */
  entries: OutboxEntry[];
  /** Messages moderation blocked: not messages of the chat; their composer takes the text back. */
  blocked: OutboxEntry[];
  sending: string | null;
  /**
   * Sent messages and their replies, newest last: the conversation shows them in place of the
   * outbox entry until its history holds them (a history not loaded yet, or re-read meanwhile).
   */
  delivered: Message[];
};

const DELIVERED_KEPT = 50;

const RETRY_MS = [1000, 2000, 4000, 8000, 15000];
const store = createStore<OutboxState>({ entries: [], blocked: [], sending: null, delivered: [] });
let client: QueryClient | undefined;
let userId: string | null = null;
let flushing = false;
let again = false;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('chat-outbox');

function setState(next: Partial<OutboxState>) {
  store.update((state) => ({ ...state, ...next }));
}

function setStored(stored: OutboxEntry[]) {
  setState({
    entries: stored.filter((entry) => entry.state !== 'blocked'),
    blocked: stored.filter((entry) => entry.state === 'blocked'),
  });
}

async function reload() {
  const owner = userId;
  const entries = owner ? await outboxStorage(owner).read() : [];
  if (owner === userId) setStored(entries);
}

/** After a change: show it (from what was just written, when known) and tell the other tabs. */
async function changed(owner: string | null = userId, written?: OutboxEntry[]) {
  if (written) {
    if (owner === userId) setStored(written);
  } else await reload();
  channel?.postMessage('changed');
}

async function send(owner: string, entry: OutboxEntry): Promise<SendOutcome> {
  // The session may have changed hands since the flush began: never send as someone else.
  if (sessionStore.getSnapshot().user?.id !== owner) return { kind: 'retry-later', reason: 'user' };
  if (!navigator.onLine) return { kind: 'retry-later', reason: 'offline' };
  if (entry.action) return apply(owner, entry, entry.action);
  try {
    const { id, text, responders } = entry;
    // "Sending…" is shown once the request has left: its render does not delay the request.
    const sending = () => setState({ sending: entry.id });
    const answer = await sendMessage(entry.chatHash, { id, text, responders }, sending);
    deliver(owner, entry, answer.result, answer.replyEvents);
    return { kind: 'sent', result: answer.result };
  } catch (error) {
    return classifySendError(toApiRequestError(error));
  }
}

/**
 * The server stored it: shown as sent, and its replies followed, at once. The outbox's own
 * bookkeeping (removing the entry) comes after and is no reason to hold up the first reply's
 * words; should it fail, the entry is sent again with its id and the server answers the same.
 */
function deliver(
  owner: string,
  entry: OutboxEntry,
  { message, replies, balance }: SendMessageResult,
  events: EventReader | undefined,
) {
  // Stored for its owner either way; a send that lands after a switch of user must not show
  // in, or change the balance of, the account now logged in.
  if (owner !== userId) return void events?.cancel();
  const delivered = [...store.getSnapshot().delivered, message, ...replies].slice(-DELIVERED_KEPT);
  setState({ sending: null, delivered });
  if (client) {
    patchHistory(client, entry.chatHash, [message, ...replies]);
    const first = replies[0];
    followReplies(client, replies, first && events ? { id: first.id, events } : undefined);
    void client.invalidateQueries({ queryKey: chatKeys.list() });
  } else void events?.cancel();
  sessionStore.mergeUser({ tokens: balance });
}

/** A queued change: applied, and the server's answer shown; refused: the chat read again. */
async function apply(owner: string, entry: OutboxEntry, action: OutboxAction) {
  try {
    if (action.type === 'edit') {
      setState({ sending: entry.id });
      // The entry's id is the edit's key: sent again after a lost answer, it is not made twice.
      const result = await editMessage(entry.chatHash, action.messageId, action.text, entry.id);
      if (owner === userId && client) showSteered(client, entry.chatHash, result);
      setState({ sending: null });
      return { kind: 'sent' } as const;
    }
    if (action.type !== 'choose') {
      // A rewind or delete made offline: the server's chat is read again once it is applied.
      await applySetAside(entry.chatHash, action);
      if (owner === userId && client) await reloadChat(client, entry.chatHash);
      return { kind: 'sent' } as const;
    }
    const { messageId, alternative } = action;
    const result = await chooseAlternative(entry.chatHash, messageId, alternative);
    if (owner === userId && client) patchHistory(client, entry.chatHash, [result.message]);
    return { kind: 'sent' } as const;
  } catch (error) {
    const outcome = classifySendError(toApiRequestError(error));
    if (outcome.kind === 'failed' && client) {
      void client.invalidateQueries({ queryKey: chatKeys.messages(entry.chatHash) });
    }
    return outcome;
  }
}

async function flushOnce(owner: string): Promise<'done' | 'stalled'> {
  try {
    return await flushOutbox(outboxStorage(owner), (entry) => send(owner, entry), {
      onSent: () => void changed(),
      onFailed: () => (setState({ sending: null }), void changed()),
      onStalled: () => setState({ sending: null }),
    });
  } catch (error) {
    // The device's storage refused a write (e.g. removing a sent entry): what is stored is
    // unchanged, so the next try sends it again by its id, and the server answers the same.
    console.warn('Outbox storage failed; trying again shortly', error);
    setState({ sending: null });
    return 'stalled';
  }
}

export async function flush(): Promise<void> {
  const owner = userId;
  if (!owner) return;
  if (flushing) {
    again = true;
    return;
  }
  flushing = true;
  clearTimeout(retryTimer);
  try {
    let outcome: 'done' | 'stalled';
    do {
      again = false;
      const locks = navigator.locks as LockManager | undefined;
      outcome = locks
        ? await locks.request(`chat-outbox:${owner}`, () => flushOnce(owner))
        : await flushOnce(owner);
    } while (again && outcome === 'done');
    if (outcome === 'stalled' && navigator.onLine) {
      retryTimer = setTimeout(
        () => void flush(),
        RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)],
      );
    } else if (outcome === 'done') attempt = 0;
  } finally {
    flushing = false;
    await reload();
  }
}

function switchUser() {
  const next = sessionStore.getSnapshot().user?.id ?? null;
  if (next === userId) return;
  userId = next;
  attempt = 0;
  setState({ entries: [], blocked: [], sending: null, delivered: [] });
  void reload().then(flush);
}

/** Idempotent; the first caller's query client receives sent messages and replies. */
export function startOutbox(queryClient: QueryClient): void {
  if (client) return;
  client = queryClient;
  sessionStore.subscribe(switchUser);
  window.addEventListener('online', () => {
    attempt = 0;
    void flush();
  });
  channel?.addEventListener('message', () => void reload());
  switchUser();
}

export async function enqueue(entry: OutboxEntry): Promise<void> {
  if (!userId) throw new Error('Log in to send messages');
  const owner = userId;
  await changed(owner, await outboxStorage(owner).update((entries) => appendEntry(entries, entry)));
  void flush();
}

/** Queues a change (a choice of version) in line with the messages; see queueAction. */
export async function enqueueAction(entry: OutboxEntry): Promise<void> {
  if (!userId) throw new Error('Log in to change a chat');
  const owner = userId;
  await changed(owner, await outboxStorage(owner).update((entries) => queueAction(entries, entry)));
  void flush();
}

export async function retryEntry(id: string): Promise<void> {
  if (!userId) return;
  const owner = userId;
  await changed(owner, await outboxStorage(owner).update((entries) => requeueEntry(entries, id)));
  void flush();
}

export async function discardEntry(id: string): Promise<void> {
  if (!userId) return;
  const owner = userId;
  const written = await outboxStorage(owner).update((entries) =>
    entries.filter((entry) => entry.id !== id),
  );
  await changed(owner, written);
}

/** The composer took a blocked message's text back: the entry has done its job. */
export const takeBlocked = discardEntry;

export function useOutbox(): OutboxState {
  return useStore(store);
}
