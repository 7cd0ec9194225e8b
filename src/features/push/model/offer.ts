import { onReplyFinished } from '@/lib/reply-events';

/** local storage: 'dismissed' once the person said "Not now" to the offer (Settings still offers). */
export const PUSH_OFFER_KEY = 'push-offer';

/**
 * A reply that ends this soon after the tab came back counts as finished while away: a phone
 * suspends a hidden page's connection, and the reply's end arrives on its return.
 */
const BACK_WITHIN_MS = 3000;

export const offerDismissed = () => localStorage.getItem(PUSH_OFFER_KEY) === 'dismissed';
export const dismissOffer = () => localStorage.setItem(PUSH_OFFER_KEY, 'dismissed');

/**
 * Calls `onMoment` once the person is back after a reply finished while the app was hidden:
 * the moment a notification would have helped, so the moment to offer one (never a first visit).
 */
export function watchForOfferMoment(onMoment: () => void): () => void {
  let backAt = 0;
  let missed = false;
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    backAt = Date.now();
    if (missed) onMoment();
  };
  const stopReplies = onReplyFinished(() => {
    const away = document.visibilityState === 'hidden' || Date.now() - backAt < BACK_WITHIN_MS;
    if (!away) return;
    missed = true;
    if (document.visibilityState === 'visible') onMoment();
  });
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopReplies();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
