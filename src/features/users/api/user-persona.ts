import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/users.ts';
import { authClient } from '@/lib/auth/auth-client';
import { privateKey } from '@/lib/private-query';

/** "How your Angels see you": read from the user's record, saved with PATCH /users/{id}. */
const personaKey = (userId: string) => privateKey('user-persona', userId);

export function userPersonaQueryOptions(userId: string) {
  return queryOptions({
    queryKey: personaKey(userId),
    queryFn: async ({ signal }) =>
      (await authClient.get<User>(`/users/${userId}`, { signal })).persona ?? null,
  });
}

export function useUserPersona(userId: string) {
  return useQuery(userPersonaQueryOptions(userId));
}

export function useUpdateUserPersona(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (persona: string) => authClient.patch<User>(`/users/${userId}`, { persona }),
    onSuccess: (user) => client.setQueryData(personaKey(userId), user.persona ?? null),
  });
}
