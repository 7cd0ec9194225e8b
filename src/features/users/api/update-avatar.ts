import { useMutation } from '@tanstack/react-query';
import type { User } from '@contract/users.ts';
import { authClient } from '@/lib/auth/auth-client';
import { sessionStore } from '@/lib/auth/session-store';

export type AvatarChoice = { name: string; portraitKey: string };

export function updateAvatar(userId: string, avatar: AvatarChoice): Promise<User> {
  return authClient.patch<User>(`/users/${userId}`, { avatar });
}

/** Saves the personal avatar and merges the answer into the logged user (menu, welcome modal). */
export function useUpdateAvatar(userId: string) {
  return useMutation({
    mutationFn: (avatar: AvatarChoice) => updateAvatar(userId, avatar),
    onSuccess: ({ avatar, isPremium, tokens, warningCounter }) =>
      sessionStore.mergeUser({ avatar, isPremium, tokens, warningCounter }),
  });
}
