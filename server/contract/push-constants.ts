/** The numbers of Web Push (issue 31), zod-free so the app imports them (push.ts has the schemas). */
import { DEFAULT_PAGE_SIZE } from './constants.ts';

/** Devices listed per page in Settings (every list is paged). */
export const PUSH_DEVICES_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The largest page of devices one answer holds. */
export const PUSH_DEVICES_PAGE_MAX = 50;
/** How much of a reply the lock screen shows, at most (characters; cut at a word). */
export const PUSH_FIRST_WORDS_MAX = 120;
/**
 * A tab in view says so this often, and counts as in view for PRESENCE_TTL_SECONDS after its
 * last word: a tab frozen or killed without saying "hidden" silences pushes that long at most.
 */
export const PRESENCE_REPORT_SECONDS = 30;
export const PRESENCE_TTL_SECONDS = 75;
/** Longest label of a device ("Chrome on Android"). */
export const DEVICE_LABEL_MAX = 60;
/** Default of the lock-screen choice: show the first words (the user may hide them). */
export const LOCK_SCREEN_TEXT_DEFAULT = true;
