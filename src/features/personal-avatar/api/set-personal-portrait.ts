import { useMutation } from '@tanstack/react-query';
import type { PersonalPortraitBody } from '@contract/angels.ts';
import type { User } from '@contract/users.ts';
import { ApiRequestError, send } from '@/lib/api-client';
import { handleAuthFailure } from '@/lib/auth/auth-client';
import { sessionStore } from '@/lib/auth/session-store';
import { getAccessToken } from '@/lib/auth/token-refresh';

// The shared authenticated client has no PUT (yet): the same session handling, by hand.
async function putPortrait(userId: string, body: PersonalPortraitBody): Promise<User> {
  const headers = { Authorization: `Bearer ${await getAccessToken()}` };
  try {
    return await send<User>(`/users/${userId}/portrait`, { method: 'PUT', body, headers });
  } catch (error) {
    if (error instanceof ApiRequestError) handleAuthFailure(error);
    throw error;
  }
}

/**
 * Saves the premium portrait; the answer's avatar becomes the logged user's at once, so the
 * menu and the chats show the new portrait without another request.
 */
export function useSetPersonalPortrait(userId: string) {
  return useMutation({
    mutationFn: (body: PersonalPortraitBody) => putPortrait(userId, body),
    onSuccess: ({ avatar, isPremium, tokens, warningCounter }) =>
      sessionStore.mergeUser({ avatar, isPremium, tokens, warningCounter }),
  });
}
