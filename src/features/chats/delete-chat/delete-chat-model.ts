/**
 * Deleting a whole chat, the rules without a browser (delete-chat-model.test.ts): the list
 * without the chat, and which answers mean the chat is gone from under an open conversation.
 */
import type { ChatPages } from '../api/get-chats';

/** The cached list without the chat (its total one less): it leaves the list at once. */
export function withoutChat(data: ChatPages, chatHash: string): ChatPages {
  let removed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.filter((chat) => chat.chatHash !== chatHash);
    if (items.length === page.items.length) return page;
    removed = true;
    return { ...page, items };
  });
  if (!removed) return data;
  return { ...data, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - 1) })) };
}

/**
 * A conversation whose chat answers 404 on a refresh was deleted elsewhere (another tab or
 * device): it closes. Offline (status 0) or a server error is not that: it stays open.
 */
export const chatWasDeleted = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export const DELETED_NOTICE = 'Chat deleted.';
export const RESTORED_NOTICE = 'Chat restored.';
export const DELETED_ELSEWHERE_NOTICE = 'This chat was deleted on another tab or device.';
/** The dialog says it when offline: deleting needs the server (the undo does too). */
export const NEEDS_CONNECTION =
  'Deleting a chat needs a connection: you are offline. Nothing was deleted.';
