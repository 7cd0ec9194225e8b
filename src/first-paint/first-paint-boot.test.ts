import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { AGE_VERIFIED_KEY, acceptAge } from '@/lib/age-verification';
import { AUTH_TOKENS_KEY, saveTokens } from '@/lib/auth/token-storage';

/**
 * index.html's start-up script marks, before the first paint, what the server's first paint
 * must not show (styles.css): the age check to a visitor who answered it, the visitor's page to
 * someone logged in. It repeats the app's storage keys: written by the app's own code here.
 */
const template = document.createElement('template');
template.innerHTML = indexHtml;
const script = template.content.querySelector('script:not([src])')?.textContent ?? '';
const root = document.documentElement;

function runScript() {
  delete root.dataset.ageVerified;
  delete root.dataset.signedIn;
  new Function(script)();
  return { ageVerified: 'ageVerified' in root.dataset, signedIn: 'signedIn' in root.dataset };
}

describe("index.html's start-up script, for the server's first paint", () => {
  afterEach(() => localStorage.clear());

  it('marks nothing for a first visit', () => {
    expect(runScript()).toEqual({ ageVerified: false, signedIn: false });
  });

  it('marks an answered age check, as the app stores it', () => {
    acceptAge();
    expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
    expect(runScript()).toEqual({ ageVerified: true, signedIn: false });
  });

  it('marks a stored session, as the app stores it', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).not.toBeNull();
    expect(runScript()).toEqual({ ageVerified: false, signedIn: true });
  });

  it('marks nothing when storage refuses to be read', () => {
    acceptAge();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    try {
      expect(runScript()).toEqual({ ageVerified: false, signedIn: false });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
