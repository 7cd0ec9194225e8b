import { describe, expect, it } from 'vitest';
import { keyboardInset } from './use-keyboard-inset';

describe('keyboard inset', () => {
  it('is what the keyboard covers when only the visual viewport shrinks (iOS Safari)', () => {
    expect(keyboardInset(844, { height: 508, offsetTop: 0 })).toBe(336);
    // Safari also scrolls the visual viewport up while the keyboard is open.
    expect(keyboardInset(844, { height: 508, offsetTop: 120 })).toBe(216);
  });

  it('is zero when the page itself resizes (Chromium with resizes-content) or zooms in', () => {
    expect(keyboardInset(508, { height: 508, offsetTop: 0 })).toBe(0);
    expect(keyboardInset(844, { height: 900, offsetTop: 0 })).toBe(0);
  });
});
