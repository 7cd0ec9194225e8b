import type { RateReplyBody } from '@contract/ratings.ts';
import { createStore, useStore } from '@/lib/store';

/** The reply whose rating is being explained (reason, note), how to name it, and its rating. */
export type RatingTarget = {
  chatHash: string;
  messageId: string;
  /** The version rated: the one on screen when the user rated. */
  alternative: number;
  about: string;
  rating: RateReplyBody;
};

/**
 * The open "why" dialog, outside any row: replies sit in a virtual list that may unmount a row
 * while its dialog is open, which would lose what the user was choosing.
 */
const store = createStore<RatingTarget | null>(null);

export const openRatingDialog = (target: RatingTarget): void => store.set(target);
export const closeRatingDialog = (): void => store.set(null);
export const useRatingTarget = (): RatingTarget | null => useStore(store);
