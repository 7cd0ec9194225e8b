import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TokenPair } from '@contract/auth.ts';
import { apiClient } from '@/lib/api-client';
import { loadSessionUser, login } from '@/lib/auth/session';
import type { LoggedUser } from '@/lib/auth/session-store';

export function postLogin(body: LoginBody): Promise<TokenPair> {
  return apiClient.post('/auth/login', body);
}

/** Login, then the user record (premium, avatar…) before the dialog closes. */
export async function logInAndLoadUser(body: LoginBody): Promise<LoggedUser> {
  const user = login(await postLogin(body));
  try {
    return (await loadSessionUser()) ?? user;
  } catch {
    // Logged in all the same; the record is fetched again on the next start.
    return user;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: logInAndLoadUser });
}
