/**
 * "Auto-read replies": a preference of this device (local storage `auto-read`), like the
 * appearance: it says nothing about the person, so it stays when they log out. Other tabs
 * follow through the storage event.
 */
import { createStore, useStore } from '@/lib/store';

export const AUTO_READ_KEY = 'auto-read';

function readStored(): boolean {
  try {
    return localStorage.getItem(AUTO_READ_KEY) === 'true';
  } catch {
    return false; // storage refused (private mode): off, as for a first visit
  }
}

const store = createStore<boolean>(readStored());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTO_READ_KEY || event.key === null) store.set(readStored());
  });
}

export const autoReadOn = (): boolean => store.getSnapshot();

export function setAutoRead(on: boolean): void {
  store.set(on);
  try {
    if (on) localStorage.setItem(AUTO_READ_KEY, 'true');
    else localStorage.removeItem(AUTO_READ_KEY);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

export const useAutoReadSetting = (): boolean => useStore(store);
