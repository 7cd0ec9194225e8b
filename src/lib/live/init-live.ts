/**
 * Start-up: the live connection's code (the token refresh, the stream, the tabs' relay) is
 * loaded only once someone is logged in, so the entry chunk carries just this watcher.
 */
import { sessionStore } from '@/lib/auth/session-store';

let state: 'idle' | 'loading' | 'started' = 'idle';

export function initLiveConnection(): void {
  const start = () => {
    if (state !== 'idle' || !sessionStore.getSnapshot().user) return;
    state = 'loading';
    import('./live-connection').then(
      (live) => {
        state = 'started';
        stopWatching();
        live.keepLiveConnection();
      },
      () => {
        state = 'idle'; // the chunk could not load (offline): the next session change tries again
      },
    );
  };
  const stopWatching = sessionStore.subscribe(start);
  start();
}
