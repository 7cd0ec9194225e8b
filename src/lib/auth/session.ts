/**
 * Session transitions: login decodes the access token and stores both tokens; start-up
 * restores the session from storage and merges the user record. (Logout is in ./session-store:
 * it must work without this module's jwt-decode.)
 */
import { jwtDecode } from 'jwt-decode';
import type { AccessTokenClaims } from '@contract/auth.ts';
import type { User } from '@contract/users.ts';
import { authClient } from './auth-client';
import { markReturningUser } from './returning-user';
import { clearSession, sessionStore, type LoggedUser } from './session-store';
import { readTokens, saveTokens, type AuthTokens } from './token-storage';
import { markUserRecordFetched, refreshUser } from './user-refresh';

export { logout } from './session-store';
// Start-up reads the record through the refresher, so a focus meanwhile shares that read.
export { refreshUser };

export function login(tokens: AuthTokens): LoggedUser {
  const claims = jwtDecode<AccessTokenClaims>(tokens.accessToken);
  saveTokens(tokens);
  markReturningUser();
  const groups = claims.groups;
  const user: LoggedUser = {
    id: claims.user.id,
    email: claims.user.email,
    avatar: undefined,
    isPremium: false,
    tokens: 0,
    warningCounter: 0,
    isAgent: groups.includes('AGENT'),
  };
  sessionStore.set({ user, groups });
  return user;
}

/** The server's user record (GET /api/users/{id}), merged into the logged user. */
export async function loadSessionUser(): Promise<LoggedUser | null> {
  const current = sessionStore.getSnapshot().user;
  if (!current) return null;
  const shown = current.tokens;
  const { id, email, avatar, isPremium, tokens, warningCounter, isAgent } =
    await authClient.get<User>(`/users/${current.id}`);
  markUserRecordFetched();
  // A balance that changed while this read was under way (a send's answer, say) may be newer
  // than the one read, which the server may have read before that send: it stays, and a read
  // follows for the settled figure.
  const overlapped = sessionStore.getSnapshot().user?.tokens !== shown;
  sessionStore.mergeUser({
    id,
    email,
    avatar,
    isPremium,
    warningCounter,
    isAgent,
    ...(overlapped ? {} : { tokens }),
  });
  if (overlapped) void refreshUser({ fresh: true });
  return sessionStore.getSnapshot().user;
}

/**
 * Start-up: both tokens stored → logged in from them. Corrupted storage (unparseable JSON or a
 * token jwt-decode rejects) is cleared so the app starts logged out instead of a blank page.
 */
export function restoreSession(): boolean {
  try {
    const tokens = readTokens();
    if (!tokens?.accessToken || !tokens.refreshToken) return false;
    login(tokens);
    return true;
  } catch (error) {
    console.warn('Stored session is unreadable; starting logged out.', error);
    clearSession();
    return false;
  }
}
