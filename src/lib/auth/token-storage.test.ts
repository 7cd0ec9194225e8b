import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_TOKENS_KEY,
  clearTokens,
  readTokens,
  readTokensSafely,
  saveTokens,
  updateAccessToken,
} from './token-storage';

describe('token storage', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec key and JSON {accessToken, refreshToken}', () => {
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

  it('updates the access token alone, keeping the refresh token', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    updateAccessToken('b');
    expect(readTokens()).toEqual({ accessToken: 'b', refreshToken: 'r' });
  });

  it('refuses to update the access token when nothing is stored', () => {
    expect(() => updateAccessToken('b')).toThrow(
      'Unable to update access token since there are no tokens currently stored',
    );
  });

  it('clears', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    clearTokens();
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).toBeNull();
  });
});
