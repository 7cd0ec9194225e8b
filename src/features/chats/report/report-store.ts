import { createStore, useStore } from '@/lib/store';

/** What the user is reporting: a reply (messageId) or the whole chat, and how to name it. */
export type ReportTarget = {
  chatHash: string;
  messageId?: string;
  /** "Mia's reply", "this chat": the dialog says what is being reported. */
  about: string;
};

/**
 * The open report dialog, outside any row: replies sit in a virtual list that may unmount a row
 * while its dialog is open (a reply streaming in scrolls the list), which would lose the form.
 */
const store = createStore<ReportTarget | null>(null);

export const openReport = (target: ReportTarget): void => store.set(target);
export const closeReport = (): void => store.set(null);
export const useReportTarget = (): ReportTarget | null => useStore(store);
