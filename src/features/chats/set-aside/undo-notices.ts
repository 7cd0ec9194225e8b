/**
 * The undo offers of an open chat. A delete's is a toast for a moment. A rewind's (and a
 * clear's) stays for as long as the chat is open: a banner under the chat's header (a toast
 * that stayed would cover the chat menu), the newest on top, each closable. Both live outside
 * the message list (a virtual list may unmount the row that asked), and close with the chat
 * (ChatMenu, which holds them, lives exactly as long as the conversation); what was rewound
 * stays reachable from the menu's Earlier versions.
 */
import { createStore, useStore } from '@/lib/store';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

export type UndoOffer = { id: number; chatHash: string; summary: string; undo: () => void };

const banners = createStore<readonly UndoOffer[]>([]);
const toasts = new Map<string, Set<number>>();
let nextId = 1;

export function offerUndo(
  chatHash: string,
  summary: string,
  undo: () => void,
  { untilChatCloses = false }: { untilChatCloses?: boolean } = {},
): void {
  if (untilChatCloses) {
    const offer = { id: nextId++, chatHash, summary, undo };
    banners.update((offers) => [offer, ...offers]);
    return;
  }
  const id = toast.add({
    severity: 'success',
    summary,
    action: { label: 'Undo', onAction: undo },
    life: DEFAULT_TOAST_LIFE,
  });
  const ids = toasts.get(chatHash) ?? new Set<number>();
  ids.add(id);
  toasts.set(chatHash, ids);
}

/** The banner was used (Undo) or closed. */
export function dismissUndo(id: number): void {
  banners.update((offers) => offers.filter((offer) => offer.id !== id));
}

/** The chat closed: its undo offers go. */
export function closeUndoOffers(chatHash: string): void {
  for (const id of toasts.get(chatHash) ?? []) toast.remove(id);
  toasts.delete(chatHash);
  banners.update((offers) => offers.filter((offer) => offer.chatHash !== chatHash));
}

export const undoOffersOf = (chatHash: string): UndoOffer[] =>
  banners.getSnapshot().filter((offer) => offer.chatHash === chatHash);

export function useUndoOffers(chatHash: string): UndoOffer[] {
  const all = useStore(banners);
  return all.filter((offer) => offer.chatHash === chatHash);
}
