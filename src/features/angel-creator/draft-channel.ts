/**
 * Tabs of the same person editing the same draft keep each other up to date: the tab that
 * changes the draft posts it, the others take it when it is newer; the tab that creates (or
 * saves) the Angel says so, and the others stop keeping that draft.
 */
import type { DraftSlot } from './draft-storage';
import { parseDraft, type CreatorDraft } from './model';

export type DraftMessage = { type: 'draft'; draft: CreatorDraft } | { type: 'finished' };

export type DraftChannel = { post: (message: DraftMessage) => void; close: () => void };

export function channelName({ userId, editId }: DraftSlot): string {
  return `angels-creator:${userId ?? 'visitor'}:${editId ?? 'new'}`;
}

/** Without BroadcastChannel (old browsers), each tab keeps its own copy as before. */
export function openDraftChannel(
  slot: DraftSlot,
  onMessage: (message: DraftMessage) => void,
): DraftChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => {} };
  const channel = new BroadcastChannel(channelName(slot));
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; draft?: unknown } | null;
    if (data?.type === 'finished') return onMessage({ type: 'finished' });
    const draft = data?.type === 'draft' ? parseDraft(data.draft) : null;
    if (draft) onMessage({ type: 'draft', draft });
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
