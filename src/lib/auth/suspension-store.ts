/**
 * Suspension: a 403 ACCOUNT_SUSPENDED logs the user out and opens a non-closable modal.
 * warningCounter below SUSPENSION_THRESHOLD = temporary; at or above it the account is closed.
 */
import { SUSPENSION_THRESHOLD } from '@contract/moderation-scale.ts';
import { createStore, useStore } from '@/lib/store';

export type Suspension = {
  kind: 'temporary' | 'closed';
  /** ISO time; null when the server did not say. */
  suspendedUntil: string | null;
  warningCounter: number;
  /** Why, in the words of the sanction's statement; null when the server did not say. */
  reason: string | null;
};

export function suspensionFromMeta(meta: Record<string, unknown> | undefined): Suspension {
  const warningCounter = typeof meta?.warningCounter === 'number' ? meta.warningCounter : 0;
  const until = meta?.suspendedUntil;
  const reason = meta?.reason;
  return {
    kind: warningCounter < SUSPENSION_THRESHOLD ? 'temporary' : 'closed',
    suspendedUntil: typeof until === 'string' ? until : null,
    warningCounter,
    reason: typeof reason === 'string' && reason.trim() !== '' ? reason : null,
  };
}

const store = createStore<Suspension | null>(null);

export const suspensionStore = {
  getSnapshot: store.getSnapshot,
  subscribe: store.subscribe,
  open: (next: Suspension): void => store.set(next),
};

export function useSuspension(): Suspension | null {
  return useStore(store);
}
