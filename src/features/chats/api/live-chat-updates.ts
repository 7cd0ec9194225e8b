import type { QueryClient } from '@tanstack/react-query';
import { onLiveEvent, onLiveReconnect } from '@/lib/live/live-handlers';
import { chatKeys, messagesChatHash } from './query-keys';

/**
 * Live hints for the chats: when a chat changes behind the user's back (an agent replied as
 * the Angel, moderation hid a message), its history, if held, catches up and the list is read
 * again; after a reconnect (hints may have been missed) every history on screen does. The
 * catch-up code loads on the first hint, so start-up carries only these registrations.
 */
export function initLiveChatUpdates(queryClient: QueryClient): () => void {
  const catchUpChat = (chatHash: string) =>
    void import('./catch-up')
      .then(({ catchUp }) => catchUp(queryClient, chatHash))
      .catch(() => undefined); // offline: the reconnect that follows catches up
  const readList = () => void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  const stopChat = onLiveEvent('chat', ({ chatHash }) => {
    catchUpChat(chatHash);
    readList();
  });
  const stopReconnect = onLiveReconnect(() => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: chatKeys.allMessages })) {
      const chatHash = messagesChatHash(query.queryKey);
      if (chatHash && query.getObserversCount() > 0) catchUpChat(chatHash);
    }
    readList();
  });
  return () => {
    stopChat();
    stopReconnect();
  };
}
