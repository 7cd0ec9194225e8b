/**
 * Spec §4 suspension: a 403 ACCOUNT_SUSPENDED logs the user out and opens a non-closable modal.
 * warningCounter below SUSPENSION_THRESHOLD = temporary; at or above it the account is closed.
 */
import { useSyncExternalStore } from 'react';
import { SUSPENSION_THRESHOLD } from '@contract/constants.ts';

export type Suspension = {
  kind: 'temporary' | 'closed';
  /** ISO time; null when the server did not say. */
  suspendedUntil: string | null;
  warningCounter: number;
};

export function suspensionFromMeta(meta: Record<string, unknown> | undefined): Suspension {
  const warningCounter = typeof meta?.warningCounter === 'number' ? meta.warningCounter : 0;
  const until = meta?.suspendedUntil;
  return {
    kind: warningCounter < SUSPENSION_THRESHOLD ? 'temporary' : 'closed',
    suspendedUntil: typeof until === 'string' ? until : null,
    warningCounter,
  };
}

let current: Suspension | null = null;
const listeners = new Set<() => void>();

export const suspensionStore = {
  getSnapshot: (): Suspension | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(next: Suspension): void {
    current = next;
    listeners.forEach((listener) => listener());
  },
};

export function useSuspension(): Suspension | null {
  return useSyncExternalStore(suspensionStore.subscribe, suspensionStore.getSnapshot);
}
