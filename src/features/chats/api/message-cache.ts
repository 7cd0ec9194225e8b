/**
 * The history cache (pages newest first, each page's items newest first) patched in place of
 * refetching it: sends, stream results and a re-read newest page are merged by message id.
 * Only the pages that change are copied, so a 10,000-message history stays cheap to update.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '@contract/chats.ts';
import { chatKeys } from './query-keys';

export type History = InfiniteData<MessagePage, unknown>;

/**
 * Replaces messages already held (wherever they are) and adds the rest to the newest page.
 * `incoming` is in reading order (oldest first): a message and its replies can share a
 * timestamp, so ties keep the server's order (the sort is stable).
 */
export function upsertMessages(data: History, incoming: Message[]): History {
  const byId = new Map(incoming.map((message) => [message.id, message]));
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => byId.has(item.id))) return page;
    const items = page.items.map((item) => {
      const next = byId.get(item.id);
      if (!next) return item;
      byId.delete(item.id);
      return next;
    });
    return { ...page, items };
  });
  if (byId.size > 0) {
    const fresh = [...byId.values()]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .reverse();
    const [first, ...rest] = pages;
    // No page held: this one was not read, so its revision is none (the next catch-up reads).
    const newest = first ?? { items: [], nextCursor: null, revision: -1 };
    return { ...data, pages: [{ ...newest, items: [...fresh, ...newest.items] }, ...rest] };
  }
  return { ...data, pages };
}

/** Oldest first, the order the conversation reads in. */
export function chronological(data: History | undefined): Message[] {
  if (!data) return [];
  const out: Message[] = [];
  for (let p = data.pages.length - 1; p >= 0; p--) {
    const items = data.pages[p]!.items;
    for (let i = items.length - 1; i >= 0; i--) out.push(items[i]!);
  }
  return out;
}

/** Patches the cache if the history is loaded; otherwise it will be read fresh anyway. */
export function patchHistory(queryClient: QueryClient, chatHash: string, messages: Message[]) {
  queryClient.setQueryData<History>(chatKeys.messages(chatHash), (data) =>
    data ? upsertMessages(data, messages) : data,
  );
}
