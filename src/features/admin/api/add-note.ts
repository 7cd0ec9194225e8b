import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentNote } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export function addNote(userId: string, text: string): Promise<AgentNote> {
  return authClient.post<AgentNote>(`/admin/users/${encodeURIComponent(userId)}/notes`, { text });
}

/** A private note for other agents; the user never sees it. */
export function useAddNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addNote(userId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.userHistory(userId) }),
  });
}
