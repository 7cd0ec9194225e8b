import { afterEach, describe, expect, it } from 'vitest';
import {
  REDIRECT_PATH_KEY,
  REDIRECT_PATH_TTL_MS,
  holdTarget,
  isTargetHeld,
  keepTargetForLater,
  takeRedirectPath,
} from './redirect-path';

describe('redirect path', () => {
  afterEach(() => {
    holdTarget(undefined);
    localStorage.clear();
  });

  it('keeps the page a guard held when a registration succeeds, for one later login', () => {
    holdTarget('/chat?with=7');
    expect(isTargetHeld()).toBe(true);
    keepTargetForLater(1000);
    holdTarget(undefined);
    expect(isTargetHeld()).toBe(false);
    expect(takeRedirectPath(2000)).toBe('/chat?with=7');
    expect(takeRedirectPath(2000)).toBeUndefined();
  });

  it('keeps nothing when no page was waiting', () => {
    keepTargetForLater();
    expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });

  it('forgets a stale, malformed or foreign path', () => {
    const put = (value: unknown) => localStorage.setItem(REDIRECT_PATH_KEY, JSON.stringify(value));
    put({ href: '/chat?with=7', savedAt: 0 });
    expect(takeRedirectPath(REDIRECT_PATH_TTL_MS)).toBeUndefined();
    put({ href: '//evil.example/x', savedAt: 0 });
    expect(takeRedirectPath(1)).toBeUndefined();
    put({ href: 'https://evil.example', savedAt: 0 });
    expect(takeRedirectPath(1)).toBeUndefined();
    localStorage.setItem(REDIRECT_PATH_KEY, '{not json');
    expect(takeRedirectPath(1)).toBeUndefined();
    expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });
});
