import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_TOKENS_KEY,
  clearTokens,
  readTokens,
  readTokensSafely,
  saveTokens,
} from './token-storage';

describe('token storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores JSON {accessToken, refreshToken} under auth-tokens-production', () => {
    expect(AUTH_TOKENS_KEY).toBe('auth-tokens-production');
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(JSON.parse(localStorage.getItem('auth-tokens-production') ?? '')).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(readTokens()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('reads undefined when nothing is stored', () => {
    expect(readTokens()).toBeUndefined();
  });

  it('throws "Failed to parse auth tokens…" on unparseable or malformed data', () => {
    localStorage.setItem(AUTH_TOKENS_KEY, '{not json');
    expect(() => readTokens()).toThrow(/^Failed to parse auth tokens/);
    localStorage.setItem(AUTH_TOKENS_KEY, '{"accessToken":1}');
    expect(() => readTokens()).toThrow(/^Failed to parse auth tokens/);
    expect(readTokensSafely()).toBeUndefined();
  });

  it('clears', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    clearTokens();
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).toBeNull();
  });
});
