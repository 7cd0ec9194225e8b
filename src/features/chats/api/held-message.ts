import type { QueryClient } from '@tanstack/react-query';
import { getMessages } from './get-messages';
import { patchHistory, type History } from './message-cache';
import { chatKeys } from './query-keys';

/**
 * One message changed (moderation hid it) and it may be held in a page older than the newest,
 * which a catch-up does not re-read: that page is read again by the cursor that loaded it, and
 * the messages held from it are replaced. Nothing to do when the message is not held, or is in
 * the newest page (the catch-up has it). Rejects when offline.
 */
export async function refreshHeldMessage(
  queryClient: QueryClient,
  chatHash: string,
  messageId: string,
): Promise<void> {
  const held = queryClient.getQueryData<History>(chatKeys.messages(chatHash));
  const at = held?.pages.findIndex((page) => page.items.some((item) => item.id === messageId));
  if (!held || at === undefined || at <= 0) return;
  const page = await getMessages(chatHash, held.pageParams[at] as string | null);
  const now = queryClient.getQueryData<History>(chatKeys.messages(chatHash));
  const ids = new Set(now?.pages.flatMap((kept) => kept.items.map((item) => item.id)));
  // Only what is held: anything else belongs elsewhere in the history, not in the newest page.
  patchHistory(
    queryClient,
    chatHash,
    page.items.filter((item) => ids.has(item.id)),
  );
}
