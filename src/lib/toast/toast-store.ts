/**
 * Toasts: an external store (lib/store) so that any code, including non-React code such as
 * query functions, can raise a toast. Timers live here, not in components, so a toast closes
 * after `life` ms even if its container re-renders or remounts.
 */
import { createStore } from '@/lib/store';

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';

/** Product toasts last 7 s. Callers pass it explicitly; no `life` means "until closed". */
export const DEFAULT_TOAST_LIFE = 7000;

/** One button beside the message (e.g. "Reload"); the toast closes when it is pressed. */
export type ToastAction = { label: string; onAction: () => void };

export type ToastInput = {
  severity?: ToastSeverity;
  summary: string;
  detail?: string;
  life?: number;
  closable?: boolean;
  group?: string;
  action?: ToastAction;
};

export type Toast = Required<Pick<ToastInput, 'severity' | 'summary' | 'closable'>> &
  Pick<ToastInput, 'detail' | 'life' | 'group' | 'action'> & { id: number };

const store = createStore<readonly Toast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const toast = {
  add(input: ToastInput): number {
    const id = nextId++;
    const item: Toast = { severity: 'info', closable: true, ...input, id };
    store.update((toasts) => [...toasts, item]);
    if (item.life !== undefined && item.life > 0) {
      timers.set(
        id,
        setTimeout(() => toast.remove(id), item.life),
      );
    }
    return id;
  },
  remove(id: number): void {
    clearTimer(id);
    store.update((toasts) =>
      toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts,
    );
  },
  /** Without a group clears everything; with one, only that group's toasts. */
  clear(group?: string): void {
    const toasts = store.getSnapshot();
    const removed = toasts.filter((t) => group === undefined || t.group === group);
    removed.forEach((t) => clearTimer(t.id));
    if (removed.length > 0) store.set(toasts.filter((t) => !removed.includes(t)));
  },
  subscribe: store.subscribe,
  getSnapshot: store.getSnapshot,
};
