/**
 * Appearance: system, dark or light, stored on this device only (local storage `appearance`).
 * `system` follows prefers-color-scheme; the others set `data-appearance` on <html>, which
 * styles.css reads, and point the `theme-color` and `color-scheme` metas at the chosen scheme.
 * index.html's inline script applies the stored choice before the first paint (same key and
 * effect: appearance-boot.test.ts holds them together); main.tsx takes over at start-up, and
 * other tabs follow through the storage event.
 */
import { createStore, useStore } from '@/lib/store';

export const APPEARANCE_KEY = 'appearance';
export const APPEARANCES = ['system', 'dark', 'light'] as const;
export type Appearance = (typeof APPEARANCES)[number];

const isAppearance = (value: unknown): value is Appearance =>
  APPEARANCES.includes(value as Appearance);

export function readAppearance(): Appearance {
  try {
    const stored = localStorage.getItem(APPEARANCE_KEY);
    return isAppearance(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const store = createStore<Appearance>('system');

/** The page's metas: theme-color per scheme (index.html's `data-scheme`), and color-scheme. */
function applyToMetas(doc: Document, appearance: Appearance): void {
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.dataset.scheme;
    if (!scheme) continue;
    // A forced scheme's colour applies whatever the system says; the other never does.
    meta.media =
      appearance === 'system'
        ? `(prefers-color-scheme: ${scheme})`
        : appearance === scheme
          ? 'all'
          : 'not all';
  }
  const colorScheme = doc.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  if (colorScheme) colorScheme.content = appearance === 'system' ? 'dark light' : appearance;
}

export function applyAppearance(appearance: Appearance, doc: Document = document): void {
  const root = doc.documentElement;
  if (appearance === 'system') delete root.dataset.appearance;
  else root.dataset.appearance = appearance;
  applyToMetas(doc, appearance);
  store.set(appearance);
}

/** Remember the choice on this device and show it at once. */
export function setAppearance(appearance: Appearance): void {
  try {
    if (appearance === 'system') localStorage.removeItem(APPEARANCE_KEY);
    else localStorage.setItem(APPEARANCE_KEY, appearance);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
  applyAppearance(appearance);
}

/** Start-up: the stored choice, and the same choice in every tab from then on. */
export function initAppearance(): void {
  applyAppearance(readAppearance());
  window.addEventListener('storage', (event) => {
    if (event.key === APPEARANCE_KEY || event.key === null) applyAppearance(readAppearance());
  });
}

export function useAppearance(): Appearance {
  return useStore(store);
}
