/**
 * Live text of replies being written, kept outside the query cache: a delta re-renders only the
 * one bubble that shows it (useLiveReply), not a 10,000-message list. Finished replies go to the
 * cache and leave this store. Listeners of `onReplyFinished` announce replies to screen readers.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Message } from '@contract/chats.ts';

export type LiveReply = { text: string; following: boolean };

const live = new Map<string, LiveReply>();
const listeners = new Map<string, Set<() => void>>();
const finishedListeners = new Set<(message: Message) => void>();

function emit(id: string) {
  listeners.get(id)?.forEach((listener) => listener());
}

export const replyStore = {
  get: (id: string): LiveReply | undefined => live.get(id),
  set(id: string, reply: LiveReply) {
    live.set(id, reply);
    emit(id);
  },
  finish(message: Message) {
    live.delete(message.id);
    emit(message.id);
    finishedListeners.forEach((listener) => listener(message));
  },
  subscribe(id: string, listener: () => void) {
    const set = listeners.get(id) ?? new Set();
    set.add(listener);
    listeners.set(id, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(id);
    };
  },
  onReplyFinished(listener: (message: Message) => void) {
    finishedListeners.add(listener);
    return () => void finishedListeners.delete(listener);
  },
};

export function useLiveReply(id: string): LiveReply | undefined {
  const subscribe = useCallback((listener: () => void) => replyStore.subscribe(id, listener), [id]);
  return useSyncExternalStore(subscribe, () => replyStore.get(id));
}
