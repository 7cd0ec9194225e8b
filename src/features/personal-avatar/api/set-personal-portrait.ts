import { useMutation } from '@tanstack/react-query';
import type { PersonalPortraitBody } from '@contract/angels.ts';
import type { User } from '@contract/users.ts';
import { authClient } from '@/lib/auth/auth-client';
import { sessionStore } from '@/lib/auth/session-store';

const putPortrait = (userId: string, body: PersonalPortraitBody) =>
  authClient.put<User>(`/users/${userId}/portrait`, body);

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
