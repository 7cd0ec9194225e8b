/**
 * Live text of replies being written, kept outside the query cache: a delta re-renders only the
 * one bubble that shows it (useLiveReply), not a 10,000-message list. Finished replies go to the
 * cache and leave this store. Listeners of `onReplyFinished` announce replies to screen readers.
 */
import type { Message } from '@contract/chats.ts';
import { createKeyedStore, useKeyedStore } from '@/lib/store';

export type LiveReply = { text: string; following: boolean };

/** How a reply finished: `read`, its stream's `done` came after the server marked the chat read. */
export type ReplyFinish = { read: boolean };
type FinishedListener = (message: Message, finish: ReplyFinish) => void;

const live = createKeyedStore<LiveReply>();
const finishedListeners = new Set<FinishedListener>();

export const replyStore = {
  get: live.get,
  set: live.set,
  finish(message: Message, finish: ReplyFinish = { read: false }) {
    live.delete(message.id);
    finishedListeners.forEach((listener) => listener(message, finish));
  },
  subscribe: live.subscribe,
  onReplyFinished(listener: FinishedListener) {
    finishedListeners.add(listener);
    return () => void finishedListeners.delete(listener);
  },
};

export function useLiveReply(id: string): LiveReply | undefined {
  return useKeyedStore(live, id);
}
