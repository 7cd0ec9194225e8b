import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshNewestPage } from '../api/transcript-cache';

/** How often a watched transcript reads its newest page (the server audits a read once per 5 min). */
export const TRANSCRIPT_POLL_MS = 10_000;

/**
 * Live hints come only when a case changes: a new unflagged message or an Angel's reply would
 * never show while an agent watches. So the newest page is read again when the window comes
 * back into focus, and every few seconds while the page is visible.
 */
export function useFreshTranscript(chatHash: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let inFlight = false;
    const refresh = () => {
      if (inFlight || document.visibilityState !== 'visible') return;
      inFlight = true;
      // A failed refresh changes nothing on screen; the next tick tries again.
      refreshNewestPage(queryClient, chatHash)
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    };
    const timer = setInterval(refresh, TRANSCRIPT_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, chatHash]);
}
