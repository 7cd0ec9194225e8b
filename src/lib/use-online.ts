import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStore, type ReadableStore } from '@/lib/store';

/** TanStack Query's onlineManager, read like any other store. */
const online: ReadableStore<boolean> = {
  subscribe: (listener) => onlineManager.subscribe(listener),
  getSnapshot: () => onlineManager.isOnline(),
};

/** Whether the browser says it is online, as TanStack Query's onlineManager tracks it. */
export function useOnline(): boolean {
  return useStore(online);
}

const RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 16000];

/**
 * When the connection returns, call `retry` at growing intervals until the caller unmounts
 * (it does once a retry succeeds): the first attempt may race a network that is not quite up
 * yet (radios waking, captive portals). Mounted while online, it waits for the user instead.
 */
export function useRetryWhenOnline(retry: () => void): void {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return;
      timer = setTimeout(() => {
        attempt += 1;
        retryRef.current();
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [online]);
}
