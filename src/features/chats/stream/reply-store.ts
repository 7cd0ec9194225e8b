/**
 * Live text of replies being written, kept outside the query cache: a delta re-renders only the
 * one bubble that shows it (useLiveReply), not a 10,000-message list. Finished replies go to the
 * cache and leave this store. Listeners of `onReplyFinished` announce replies to screen readers.
 */
import type { Message } from '@contract/chats.ts';
import { createKeyedStore, useKeyedStore } from '@/lib/store';

export type LiveReply = { text: string; following: boolean };

const live = createKeyedStore<LiveReply>();
const finishedListeners = new Set<(message: Message) => void>();

export const replyStore = {
  get: live.get,
  set: live.set,
  finish(message: Message) {
    live.delete(message.id);
    finishedListeners.forEach((listener) => listener(message));
  },
  subscribe: live.subscribe,
  onReplyFinished(listener: (message: Message) => void) {
    finishedListeners.add(listener);
    return () => void finishedListeners.delete(listener);
  },
};

export function useLiveReply(id: string): LiveReply | undefined {
  return useKeyedStore(live, id);
}
