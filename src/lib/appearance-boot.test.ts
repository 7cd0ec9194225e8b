import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { APPEARANCE_KEY, APPEARANCES, applyAppearance, readAppearance } from './appearance';

/**
 * index.html applies the stored appearance itself before the first paint (the app's scripts
 * come much later). It repeats the storage key and what applyAppearance does to the page: run
 * here on index.html's own metas, it must leave the page exactly as the app would.
 */
// A template's content is inert: nothing in it loads or runs.
const template = document.createElement('template');
template.innerHTML = indexHtml;
const page = template.content;
const inlineScripts = [...page.querySelectorAll('script:not([src])')].map((s) => s.textContent);
const headMetas = [...page.querySelectorAll('meta')].map((m) => m.outerHTML).join('');

function freshPage(stored: string | null) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(APPEARANCE_KEY, stored);
  delete document.documentElement.dataset.appearance;
  document.head.innerHTML = headMetas;
}

function pageState() {
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  return {
    attribute: document.documentElement.dataset.appearance ?? null,
    // happy-dom does not reflect `media` to the attribute (browsers do): the set value, or the markup's.
    themeColors: metas.map(
      (meta) =>
        `${meta.content} ${(meta.media as string | undefined) ?? meta.getAttribute('media')}`,
    ),
    colorScheme: document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')?.content,
  };
}

// Each value that can be in storage: the app's own, something else, and nothing.
const STORED = [...APPEARANCES, 'sepia', null];

describe("index.html's start-up appearance script", () => {
  afterEach(() => {
    localStorage.clear();
    applyAppearance('system');
  });

  // The page's first inline script (the last screen's, src/first-paint, comes at the end of <body>).
  it('is a classic inline script, the first of the page', () => {
    expect(inlineScripts[0]).toContain(`localStorage.getItem('${APPEARANCE_KEY}')`);
    expect(page.querySelector('script:not([src])')?.getAttribute('type')).toBeNull();
  });

  it.each(STORED)('leaves the page as the app does when storage holds %s', (stored) => {
    freshPage(stored);
    applyAppearance(readAppearance());
    const app = pageState();

    freshPage(stored);
    new Function(inlineScripts[0] ?? '')();
    expect(pageState()).toEqual(app);
  });

  it('reads the same storage key as the app', () => {
    freshPage('light');
    new Function(inlineScripts[0] ?? '')();
    expect(document.documentElement.dataset.appearance).toBe('light');
    expect(pageState().themeColors).toEqual(['#120a17 not all', '#fbf6f8 all']);
    expect(pageState().colorScheme).toBe('light');
  });

  it('survives storage that refuses to be read', () => {
    freshPage(null);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('denied');
    };
    try {
      expect(() => new Function(inlineScripts[0] ?? '')()).not.toThrow();
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(document.documentElement.dataset.appearance).toBeUndefined();
  });
});
