import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPEARANCE_KEY,
  applyAppearance,
  initAppearance,
  readAppearance,
  setAppearance,
} from './appearance';

function metas() {
  document.head.innerHTML = `
    <meta name="theme-color" content="#120a17" media="(prefers-color-scheme: dark)" data-scheme="dark" />
    <meta name="theme-color" content="#fbf6f8" media="(prefers-color-scheme: light)" data-scheme="light" />
    <meta name="color-scheme" content="dark light" />`;
}

const media = (scheme: string) =>
  document.querySelector<HTMLMetaElement>(`meta[data-scheme="${scheme}"]`)?.media;
const colorScheme = () =>
  document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')?.content;

describe('appearance', () => {
  beforeEach(() => {
    localStorage.clear();
    metas();
  });
  afterEach(() => applyAppearance('system'));

  it('is "system" unless the "appearance" key holds dark or light', () => {
    expect(APPEARANCE_KEY).toBe('appearance');
    expect(readAppearance()).toBe('system');
    localStorage.setItem('appearance', 'sepia');
    expect(readAppearance()).toBe('system');
    localStorage.setItem('appearance', 'light');
    expect(readAppearance()).toBe('light');
  });

  it('a forced scheme marks <html> and points the theme-color and color-scheme metas at it', () => {
    setAppearance('light');
    expect(localStorage.getItem('appearance')).toBe('light');
    expect(document.documentElement.dataset.appearance).toBe('light');
    expect(media('light')).toBe('all');
    expect(media('dark')).toBe('not all');
    expect(colorScheme()).toBe('light');
    setAppearance('dark');
    expect(document.documentElement.dataset.appearance).toBe('dark');
    expect(media('dark')).toBe('all');
    expect(media('light')).toBe('not all');
  });

  it('"system" forgets the choice and follows prefers-color-scheme again', () => {
    setAppearance('dark');
    setAppearance('system');
    expect(localStorage.getItem('appearance')).toBeNull();
    expect(document.documentElement.dataset.appearance).toBeUndefined();
    expect(media('dark')).toBe('(prefers-color-scheme: dark)');
    expect(media('light')).toBe('(prefers-color-scheme: light)');
    expect(colorScheme()).toBe('dark light');
  });

  it('applies the stored choice at start-up and follows other tabs', () => {
    localStorage.setItem('appearance', 'light');
    initAppearance();
    expect(document.documentElement.dataset.appearance).toBe('light');
    localStorage.setItem('appearance', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'appearance', newValue: 'dark' }));
    expect(document.documentElement.dataset.appearance).toBe('dark');
  });
});
