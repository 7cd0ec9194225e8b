/**
 * Which account dialog is open, as a store any code can drive: menu buttons, guards (which
 * await the outcome) and routes such as the password-reset link. The dialogs themselves are
 * rendered once, lazily, by the root layout.
 */
import { createStore, useStore } from '@/lib/store';
import { isLoggedIn } from './session-store';

export type AuthDialogKind = 'register' | 'login' | 'forgot-password' | 'reset-password';
export type DialogState = { auth: AuthDialogKind | null; premiumUpsell: boolean };

const store = createStore<DialogState>({ auth: null, premiumUpsell: false });
let waiters: Array<(loggedIn: boolean) => void> = [];

function set(next: Partial<DialogState>): void {
  store.update((state) => ({ ...state, ...next }));
}

export function useDialogs(): DialogState {
  return useStore(store);
}

/** Opens (or switches to) a dialog without waiting. */
export function showAuthDialog(kind: AuthDialogKind): void {
  set({ auth: kind });
}

/** Resolves when the dialogs close (switching between them does not count): logged in or not. */
export function openAuthDialog(kind: AuthDialogKind): Promise<boolean> {
  showAuthDialog(kind);
  return new Promise((resolve) => waiters.push(resolve));
}

export function closeAuthDialog(): void {
  set({ auth: null });
  const done = waiters;
  waiters = [];
  const loggedIn = isLoggedIn();
  done.forEach((resolve) => resolve(loggedIn));
}

export function openPremiumUpsell(): void {
  set({ premiumUpsell: true });
}

export function closePremiumUpsell(): void {
  set({ premiumUpsell: false });
}
