import { afterEach, describe, expect, it } from 'vitest';
import {
  LAST_SCREEN_KEY,
  MAX_SCREEN_CHARS,
  MAX_SCREENS,
  clearLastScreen,
  readLastScreen,
  saveLastScreen,
  type ScreenCopy,
} from './record';

const copy = (text: string): ScreenCopy => ({ nodes: [['p', {}, [text]]] });

describe('the last screen record', () => {
  afterEach(() => localStorage.clear());

  it('keeps a screen per path for its user, and reads it back', () => {
    expect(saveLastScreen('ann', '/chat', copy('list'))).toBe(true);
    expect(saveLastScreen('ann', '/chat/a', copy('a'))).toBe(true);
    expect(readLastScreen()).toEqual({
      user: 'ann',
      screens: { '/chat': copy('list'), '/chat/a': copy('a') },
    });
  });

  it('keeps at most MAX_SCREENS screens, the newest', () => {
    for (const path of ['/chat', '/chat/a', '/chat/b']) saveLastScreen('ann', path, copy(path));
    const screens = Object.keys(readLastScreen()!.screens);
    expect(screens).toHaveLength(MAX_SCREENS);
    expect(screens).toEqual(['/chat/a', '/chat/b']);
  });

  it("replaces another user's record instead of adding to it", () => {
    saveLastScreen('ann', '/chat/a', copy('ann'));
    saveLastScreen('bob', '/chat/b', copy('bob'));
    expect(readLastScreen()).toEqual({ user: 'bob', screens: { '/chat/b': copy('bob') } });
  });

  it('does not keep a screen over its bound', () => {
    saveLastScreen('ann', '/chat', copy('small'));
    expect(saveLastScreen('ann', '/chat/a', copy('x'.repeat(MAX_SCREEN_CHARS)))).toBe(false);
    expect(Object.keys(readLastScreen()!.screens)).toEqual(['/chat']);
  });

  it('is gone once cleared, and unreadable storage reads as nothing', () => {
    saveLastScreen('ann', '/chat', copy('list'));
    clearLastScreen();
    expect(localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();
    localStorage.setItem(LAST_SCREEN_KEY, '{not json');
    expect(readLastScreen()).toBeNull();
  });
});
