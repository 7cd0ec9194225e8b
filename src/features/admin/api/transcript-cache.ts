import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TranscriptMessage, TranscriptPage } from '@contract/moderation.ts';
import { getTranscript } from './get-transcript';
import { adminKeys } from './query-keys';

type Transcript = InfiniteData<TranscriptPage, string | null>;

/**
 * Puts a message the server just answered with into the loaded transcript: replaced where it
 * is, or added as the newest. Re-reading every loaded page would cost a request per page.
 */
export function putTranscriptMessage(queryClient: QueryClient, message: TranscriptMessage): void {
  queryClient.setQueryData<Transcript>(adminKeys.transcript(message.chatHash), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.items.some((item) => item.id === message.id));
    const pages = known
      ? data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === message.id ? message : item)),
        }))
      : data.pages.map((page, i) =>
          i === 0 ? { ...page, items: [message, ...page.items] } : page,
        );
    return { ...data, pages };
  });
}

/**
 * Reads the newest page again and merges it in: changed messages replaced, new ones added.
 * When it shares nothing with what is loaded (many messages arrived meanwhile), it starts the
 * transcript over from it rather than leave a silent gap.
 */
export async function refreshNewestPage(queryClient: QueryClient, chatHash: string): Promise<void> {
  const key = adminKeys.transcript(chatHash);
  if (!queryClient.getQueryData(key)) return;
  const fresh = await getTranscript(chatHash, null);
  queryClient.setQueryData<Transcript>(key, (data) => {
    if (!data) return data;
    const byId = new Map(fresh.items.map((item) => [item.id, item]));
    const known = new Set(data.pages.flatMap((page) => page.items.map((item) => item.id)));
    if (!fresh.items.some((item) => known.has(item.id))) {
      return { pages: [fresh], pageParams: [null] };
    }
    const added = fresh.items.filter((item) => !known.has(item.id));
    const pages = data.pages.map((page, i) => {
      const items = page.items.map((item) => byId.get(item.id) ?? item);
      return i === 0 ? { ...page, items: [...added, ...items] } : { ...page, items };
    });
    return { ...data, pages };
  });
}
