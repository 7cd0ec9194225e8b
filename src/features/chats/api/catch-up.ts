import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import { eraseKeptHistory } from '../history/history-persistence';
import { followReplies, isOpenReply } from '../stream/reply-follower';
import { getMessages } from './get-messages';
import { patchHistory, type History } from './message-cache';
import { chatKeys } from './query-keys';
import { rereadHistory } from './reread-history';

/**
 * Re-reads the newest page of a held history and merges it (whatever happened while this view
 * was offline or closed), then follows replies still being written. If the history changed in
 * place meanwhile (its revision is not the one held: messages left it or changed words), the
 * held pages are read again instead of merged (./reread-history). If the newest page shares
 * nothing with what is held and more lies behind it, the held pages would leave a gap: they are
 * replaced by the newest page, and older ones load on scroll as usual. Rejects when offline.
 */
export async function catchUp(queryClient: QueryClient, chatHash: string): Promise<void> {
  const key = chatKeys.messages(chatHash);
  if (!queryClient.getQueryData(key)) return;
  const page = await getMessages(chatHash, null).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) {
      recordGone(queryClient, error, key);
      // Off the device at once: the conversation may not be open to close (and forget) it.
      void eraseKeptHistory(chatHash);
    }
    throw error;
  });
  const held = queryClient.getQueryData<History>(key);
  if (!held) return;
  const oldestFirst = [...page.items].reverse();
  const newest = new Set(page.items.map((message) => message.id));
  const overlaps = held.pages.some((kept) => kept.items.some((item) => newest.has(item.id)));
  // A history kept on the device by an earlier version of the app has no revision: read again.
  if (held.pages[0]?.revision !== page.revision) {
    await rereadHistory(queryClient, chatHash, page, held.pages.length);
  } else if (page.nextCursor && !overlaps) {
    queryClient.setQueryData<History>(key, { pages: [page], pageParams: [null] });
  } else {
    patchHistory(queryClient, chatHash, oldestFirst);
  }
  followReplies(queryClient, oldestFirst.filter(isOpenReply));
}

/**
 * The chat is gone (deleted on another tab or device): the history held in memory keeps its
 * messages and records the 404, which the open conversation watches to close (delete-chat);
 * the copy kept on the device goes (above).
 */
function recordGone(queryClient: QueryClient, error: ApiRequestError, key: readonly unknown[]) {
  queryClient
    .getQueryCache()
    .find({ queryKey: key, exact: true })
    ?.setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
}

/**
 * After being offline (or opened from the device): a history never loaded is loaded; one held
 * is caught up, and an older page that failed meanwhile is asked for again (scrolling waits on
 * the error). Rejects if the network is not really back yet, so the caller can try again.
 */
export async function recoverHistory(queryClient: QueryClient, chatHash: string): Promise<void> {
  const key = chatKeys.messages(chatHash);
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  if (query?.state.data !== undefined) {
    await catchUp(queryClient, chatHash);
    if (query.state.status !== 'error') return;
  }
  await queryClient.refetchQueries({ queryKey: key, exact: true });
  if (queryClient.getQueryState(key)?.status === 'error') throw new Error('History not loaded');
}
