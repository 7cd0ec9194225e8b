/**
 * A view that takes the whole screen on a phone (a conversation): while one is mounted the
 * layout drops its top and bottom bars below md and the view shows its own header. The view
 * declares it (useFullScreenOnPhone); the layout reads it (useFullScreenOnPhoneActive). Layout
 * effects, so the bars are gone before the first paint.
 */
import { useLayoutEffect } from 'react';
import { createStore, useStore } from '@/lib/store';

/** How many full-screen views are mounted. */
const mounted = createStore(0);

export function useFullScreenOnPhone(): void {
  useLayoutEffect(() => {
    mounted.update((count) => count + 1);
    return () => mounted.update((count) => count - 1);
  }, []);
}

export function useFullScreenOnPhoneActive(): boolean {
  return useStore(mounted, (count) => count > 0, false);
}
