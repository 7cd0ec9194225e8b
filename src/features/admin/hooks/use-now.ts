import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, MINUTE_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The time, advancing once a minute: one timer for every waiting time on screen, so a queue of
 * many rows re-renders together instead of each keeping its own clock.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}
