/**
 * Spec §4 age verification: a local flag; until it is 'true' a non-closable modal asks on load.
 * Accepting stores the flag; rejecting leaves for a blank page.
 */
import { useSyncExternalStore } from 'react';

export const AGE_VERIFIED_KEY = 'age-verified';

const listeners = new Set<() => void>();

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
  listeners.forEach((listener) => listener());
}

export function rejectAge(): void {
  leavePage.toBlank();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAgeVerified(): boolean {
  return useSyncExternalStore(subscribe, isAgeVerified);
}
