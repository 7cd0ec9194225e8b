/**
 * Token storage: both tokens as JSON in local storage under one key. Reading with
 * nothing stored gives undefined; anything unreadable throws, so callers decide to start over.
 */
export const AUTH_TOKENS_KEY = 'auth-tokens-production';

export type AuthTokens = { accessToken: string; refreshToken: string };

function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string';
}

export function readTokens(): AuthTokens | undefined {
  const raw = localStorage.getItem(AUTH_TOKENS_KEY);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`Failed to parse auth tokens: ${String(error)}`, { cause: error });
  }
  if (!isAuthTokens(parsed)) throw new Error('Failed to parse auth tokens: unexpected shape');
  return parsed;
}

export function saveTokens(tokens: AuthTokens): void {
  const { accessToken, refreshToken } = tokens;
  localStorage.setItem(AUTH_TOKENS_KEY, JSON.stringify({ accessToken, refreshToken }));
}

export function clearTokens(): void {
  localStorage.removeItem(AUTH_TOKENS_KEY);
}

/** For code that must not throw (guards, start-up): corrupted storage counts as logged out. */
export function readTokensSafely(): AuthTokens | undefined {
  try {
    return readTokens();
  } catch {
    return undefined;
  }
}
