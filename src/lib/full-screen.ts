/**
 * A view that takes the whole screen on a phone (a conversation): while one is mounted the
 * layout drops its top and bottom bars below md and the view shows its own header. The view
 * declares it (useFullScreenOnPhone); the layout reads it (useFullScreenOnPhoneActive). Layout
 * effects, so the bars are gone before the first paint.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

let mounted = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function useFullScreenOnPhone(): void {
  useLayoutEffect(() => {
    mounted += 1;
    emit();
    return () => {
      mounted -= 1;
      emit();
    };
  }, []);
}

export function useFullScreenOnPhoneActive(): boolean {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => mounted > 0,
    () => false,
  );
}
