/**
 * Age verification: a flag in local storage; until it is 'true' a non-closable modal asks on
 * load. Accepting stores the flag; rejecting leaves for a blank page.
 */
import { createStore, useStore } from '@/lib/store';

export const AGE_VERIFIED_KEY = 'age-verified';

/** Counts the writes made here; the flag itself is only ever read from storage. */
const writes = createStore(0);

/** Indirection so tests can observe leaving the app. */
export const leavePage = { toBlank: (): void => window.location.replace('about:blank') };

export function isAgeVerified(): boolean {
  try {
    return localStorage.getItem(AGE_VERIFIED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function acceptAge(): void {
  localStorage.setItem(AGE_VERIFIED_KEY, 'true');
  writes.update((count) => count + 1);
}

export function rejectAge(): void {
  leavePage.toBlank();
}

export function useAgeVerified(): boolean {
  return useStore(writes, isAgeVerified);
}
