/**
 * Session state, kept lean for the entry chunk: who is logged in (user + groups), read
 * through lib/store, plus logout. Logging in and restoring (jwt-decode, the user fetch)
 * live in ./session, loaded only when someone has or starts a session.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Group } from '@contract/account-constants.ts';
import type { PersonalAvatar } from '@contract/users.ts';
import { apiClient } from '@/lib/api-client';
import { isPrivateQuery } from '@/lib/private-query';
import { createStore, useStore } from '@/lib/store';
import { clearTokens, readTokensSafely } from './token-storage';
import { forgetReturningUser } from './returning-user';

export type LoggedUser = {
  id: string;
  email: string;
  /** undefined until GET /api/users/{id} answers: the token claims do not carry it. */
  avatar: PersonalAvatar | null | undefined;
  isPremium: boolean;
  tokens: number;
  warningCounter: number;
  isAgent: boolean;
};

export type SessionState = { user: LoggedUser | null; groups: readonly Group[] };

const LOGGED_OUT: SessionState = { user: null, groups: [] };
const store = createStore<SessionState>(LOGGED_OUT);
let queryClient: QueryClient | undefined;

export const sessionStore = {
  getSnapshot: store.getSnapshot,
  subscribe: store.subscribe,
  set: store.set,
  mergeUser(patch: Partial<LoggedUser>): void {
    store.update((state) => (state.user ? { ...state, user: { ...state.user, ...patch } } : state));
  },
};

export function useSession(): SessionState {
  return useStore(store);
}

/** A user counts as logged in when a refresh token is stored (whatever the access token says). */
export function isLoggedIn(): boolean {
  return Boolean(readTokensSafely()?.refreshToken);
}

export function isAgentSession({ user, groups }: SessionState): boolean {
  return groups.includes('AGENT') || user?.isAgent === true;
}

/** Logout must forget the previous user's data; main.tsx hands over the app's client. */
export function bindSessionQueryClient(client: QueryClient): void {
  queryClient = client;
}

/** Local half of logout: user, groups, tokens and cached private data go. */
export function clearSession(): void {
  clearTokens();
  sessionStore.set(LOGGED_OUT);
  queryClient?.removeQueries({ predicate: isPrivateQuery });
  // The service worker's per-user image cache; loaded on demand to keep the entry chunk lean.
  void import('@/lib/pwa/private-caches').then(
    (pwa) => pwa.clearPrivateCaches(),
    () => undefined,
  );
}

/** "Log out" pressed: this device stops offering "Log in" first (returning-user.ts). */
export async function logoutByChoice(): Promise<void> {
  forgetReturningUser();
  await logout();
}

/** Logout; the server is told best effort: this device forgets the session regardless. */
export async function logout(): Promise<void> {
  const refreshToken = readTokensSafely()?.refreshToken;
  clearSession();
  if (!refreshToken) return;
  try {
    await apiClient.post('/auth/logout', { refreshToken });
  } catch {
    // Offline or already revoked: nothing more to do.
  }
}
