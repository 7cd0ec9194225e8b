import { createStore, useStore } from '@/lib/store';

/** Which of the chat's set-aside dialogs is open (opened from the chat menu), and for which. */
export type SetAsideDialog = { chatHash: string; kind: 'branches' | 'clear' | 'delete' };

const store = createStore<SetAsideDialog | null>(null);

export const openSetAsideDialog = (dialog: SetAsideDialog): void => store.set(dialog);
export const closeSetAsideDialog = (): void => store.set(null);
export const useSetAsideDialog = (): SetAsideDialog | null => useStore(store);
