/**
 * Ratings wait here until the server has them, as messages wait in the chat outbox: made
 * offline (or while a request fails) they are kept in IndexedDB per user (lib/private-store:
 * erased at logout), shown on the reply at once, and sent when the connection is back. Only the
 * last change of a reply counts (a rating replaces the one before, on the server too), so the
 * queue holds one entry per reply; both requests are idempotent, so a repeat is harmless.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { get, update } from 'idb-keyval';
import type { Message } from '@contract/chats.ts';
import type { RateReplyBody, ReplyRating } from '@contract/ratings.ts';
import { ApiRequestError } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { privateStore } from '@/lib/private-store';
import { createStore, useStore } from '@/lib/store';
import { toast } from '@/lib/toast/toast-store';
import { chronological, patchHistory, type History } from '../api/message-cache';
import { chatKeys } from '../api/query-keys';
import { deleteRating, putRating } from '../api/rate-reply';

export type PendingRating = {
  chatHash: string;
  messageId: string;
  /**
   * The version rated: the one on screen when the user rated (another may be shown by the time
   * it is sent). Undefined in ratings queued before versions were named: the one shown then.
   */
  alternative?: number | undefined;
  /** null: the rating is taken back. */
  rating: RateReplyBody | null;
  /** When it was made: a later change of the same reply replaces it. */
  at: number;
};

/** The app's query client, given by the conversation that starts the queue. */
let client: QueryClient | undefined;
const storageKey = () => `rating-queue:${sessionStore.getSnapshot().user?.id ?? 'nobody'}`;
const store = createStore<Record<string, PendingRating>>({});

const readQueue = async () => (await get<PendingRating[]>(storageKey(), privateStore())) ?? [];

async function writeQueue(edit: (list: PendingRating[]) => PendingRating[]) {
  let written: PendingRating[] = [];
  await update<PendingRating[]>(
    storageKey(),
    (list) => (written = edit(list ?? [])),
    privateStore(),
  );
  return written;
}

/** One waiting change per version of a reply. */
const keyOf = ({ messageId, alternative }: Pick<PendingRating, 'messageId' | 'alternative'>) =>
  `${messageId}:${alternative ?? 'shown'}`;
const same = (a: PendingRating, b: PendingRating) => keyOf(a) === keyOf(b);

const show = (list: PendingRating[]) =>
  store.set(Object.fromEntries(list.map((pending) => [keyOf(pending), pending])));

/** The change of this version's rating still on its way, if any (undefined: none waits). */
export const usePendingRating = (
  messageId: string,
  alternative: number,
): PendingRating | undefined =>
  useStore(
    store,
    (pending) => pending[keyOf({ messageId, alternative })] ?? pending[keyOf({ messageId })],
  );

/** Keeps the change, shows it on the reply at once, and sends what waits (if online). */
export async function queueRating(next: Omit<PendingRating, 'at'>): Promise<void> {
  const entry: PendingRating = { ...next, at: Date.now() };
  store.update((pending) => ({ ...pending, [keyOf(entry)]: entry }));
  try {
    show(await writeQueue((list) => [...list.filter((pending) => !same(pending, entry)), entry]));
  } catch {
    // The device keeps nothing (no IndexedDB, storage refused): sent straight away instead.
    await sendOne(entry);
    store.update(({ [keyOf(entry)]: _sent, ...rest }) => rest);
    return;
  }
  void flushRatings();
}

/** The reply in the held history, with the server's rating (or none), if it shows that version. */
function patchReply(sent: PendingRating, saved: ReplyRating | null) {
  const queryClient = client;
  if (!queryClient) return;
  const history = queryClient.getQueryData<History>(chatKeys.messages(sent.chatHash));
  const reply = chronological(history).find((message) => message.id === sent.messageId);
  if (!reply) return;
  // Another version on screen now: its own rating stays; the rated one shows it when chosen.
  if (sent.alternative !== undefined && sent.alternative !== (reply.alternative ?? 0)) return;
  const { rating: _old, ...rest } = reply;
  const next: Message = saved ? { ...rest, rating: saved } : rest;
  patchHistory(queryClient, sent.chatHash, [next]);
}

let flushing: Promise<void> | null = null;
let again = false;
/** Answers after which a change is tried again later rather than dropped. */
const WAIT = new Set([0, 401, 408, 429]);

async function sendOne(next: PendingRating): Promise<'sent' | 'wait'> {
  try {
    const { chatHash, messageId, alternative } = next;
    const saved = next.rating
      ? await putRating(chatHash, messageId, { ...next.rating, alternative })
      : (await deleteRating(chatHash, messageId, alternative), null);
    // In the history before the pending mark goes, so the reply never flashes the old rating.
    patchReply(next, saved);
  } catch (error) {
    // Offline, signed out, over a limit or the server away: kept for the next try.
    if (!(error instanceof ApiRequestError) || WAIT.has(error.status) || error.status >= 500) {
      return 'wait';
    }
    // Refused for good (the reply was removed meanwhile, say): said once, then the chat shows
    // what the server holds.
    toast.add({ severity: 'error', summary: `Your rating was not saved: ${error.message}` });
    void client?.invalidateQueries({ queryKey: chatKeys.messages(next.chatHash) });
  }
  return 'sent';
}

/** Sends the waiting changes; one that fails for the network waits for the next try. */
export function flushRatings(): Promise<void> {
  if (!onlineManager.isOnline()) return Promise.resolve();
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    try {
      do {
        again = false;
        for (let next = (await readQueue())[0]; next; next = (await readQueue())[0]) {
          if ((await sendOne(next)) === 'wait') return;
          const sent = next;
          // A newer change of the same reply made meanwhile stays, and goes next.
          show(await writeQueue((list) => list.filter((p) => !same(p, sent) || p.at !== sent.at)));
        }
      } while (again);
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * While a conversation is open: what waited (from an earlier visit) shows and is sent, and is
 * sent again when the connection comes back.
 */
export function startRatingQueue(queryClient: QueryClient): () => void {
  client = queryClient;
  void readQueue()
    .then(show)
    .then(() => flushRatings())
    .catch(() => undefined); // no IndexedDB: queueRating sends each rating straight out
  return onlineManager.subscribe((online) => {
    if (online) void flushRatings();
  });
}
