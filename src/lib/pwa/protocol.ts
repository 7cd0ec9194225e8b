/**
 * What the app and its service worker agree on: the messages the worker answers and the names
 * of its runtime caches. sw/sw.ts imports this file too, so it holds no DOM code and no imports.
 */

/** Sent to the waiting worker when the user accepts the update (workbox's own word for it). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** workbox-routing's router caches these URLs through its routes (first visit, see register-sw). */
export const CACHE_URLS = 'CACHE_URLS';
/** Sent at logout; the worker answers on the message's port once the caches are gone. */
export const CLEAR_PRIVATE_CACHES = 'CLEAR_PRIVATE_CACHES';

export type WorkerMessage =
  | { type: typeof SKIP_WAITING }
  | { type: typeof CLEAR_PRIVATE_CACHES }
  | { type: typeof CACHE_URLS; payload: { urlsToCache: string[] } };

export const CACHE_NAMES = {
  /** GET /api/vars, stale-while-revalidate: the app starts offline with the last domain info. */
  vars: 'angels-vars',
  /** Catalogue portraits: public, the same for everyone. */
  avatarImages: 'angels-avatar-images',
  /** Portraits offered for the user's own avatar: what a user looked at is personal. */
  portraits: 'angels-portraits',
} as const;

/** Caches that may say something about the user: emptied at logout. */
export const PRIVATE_CACHES: readonly string[] = [CACHE_NAMES.portraits];
