import type { QueryClient } from '@tanstack/react-query';
import type { MessagePage } from '@contract/chats.ts';
import { getMessages } from './get-messages';
import type { History } from './message-cache';
import { chatKeys } from './query-keys';
import { branchesKey } from './set-aside';

/** At most this many pages are read again at once (older ones load on scroll, as usual). */
export const REREAD_PAGES_MAX = 4;

/**
 * The history changed in place while this view was not told (a rewind, a delete, an edit made
 * elsewhere while it was asleep, offline or between two live connections): merging the newest
 * page by id cannot take away what left the chat. The held pages are read again instead, as
 * many as were held (up to the cap), so the conversation keeps its place; what is no longer
 * held loads on scroll. `newest`: the newest page, already read. Rejects when offline.
 */
export async function rereadHistory(
  queryClient: QueryClient,
  chatHash: string,
  newest: MessagePage,
  heldPages: number,
): Promise<void> {
  const pages: MessagePage[] = [newest];
  const pageParams: (string | null)[] = [null];
  let cursor = newest.nextCursor;
  while (cursor && pages.length < Math.min(heldPages, REREAD_PAGES_MAX)) {
    const page = await getMessages(chatHash, cursor);
    // Changed again meanwhile: the pages read so far hold together; the hint of that change
    // (or the next catch-up, which sees the newer revision) reads them again.
    if (page.revision !== newest.revision) break;
    pages.push(page);
    pageParams.push(cursor);
    cursor = page.nextCursor;
  }
  queryClient.setQueryData<History>(chatKeys.messages(chatHash), { pages, pageParams });
  // What the chat menu lists and the chat list's last message may have changed with it.
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: branchesKey(chatHash) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  ]);
}
