import type { QueryClient } from '@tanstack/react-query';
import { onLiveEvent, onLiveReconnect } from '@/lib/live/live-handlers';
import { chatKeys, messagesChatHash } from './query-keys';

/**
 * Live hints for the chats: when a chat changes behind the user's back (an agent replied as
 * the Angel, moderation hid a message, messages were set aside), its history, if held, catches
 * up (and the page holding a hidden message is read again) and the list is read again; after a
 * reconnect (hints may have been missed) every history on screen does, and those held off
 * screen leave memory. The catch-up code loads on the first hint, so start-up carries only
 * these registrations.
 */
export function initLiveChatUpdates(queryClient: QueryClient): () => void {
  const catchUpChat = (chatHash: string, messageId?: string) =>
    void Promise.all([import('./catch-up'), import('./held-message')])
      .then(async ([{ catchUp }, { refreshHeldMessage }]) => {
        await catchUp(queryClient, chatHash);
        // A hidden message may sit in an older page, which the catch-up does not re-read.
        if (messageId) await refreshHeldMessage(queryClient, chatHash, messageId);
      })
      .catch(() => undefined); // offline: the reconnect that follows catches up
  const readList = () => void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  // Messages left the chat (a rewind, a delete elsewhere) too: merging cannot show that, but
  // the catch-up sees the history's revision move and reads the held pages again in place.
  const stopChat = onLiveEvent('chat', ({ chatHash, messageId }) => {
    catchUpChat(chatHash, messageId);
    readList();
  });
  const stopReconnect = onLiveReconnect(() => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: chatKeys.allMessages })) {
      const chatHash = messagesChatHash(query.queryKey);
      if (!chatHash) continue;
      if (query.getObserversCount() > 0) catchUpChat(chatHash);
      // Held a while after its conversation closed, it may have missed hints too: dropped from
      // memory, it is put back from the device when opened, and caught up then.
      else queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
    readList();
  });
  return () => {
    stopChat();
    stopReconnect();
  };
}
