import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedAngel } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { forgetAngel } from './forget-angel';

export function deleteMyAngel(id: number): Promise<DeletedAngel> {
  return authClient.delete<DeletedAngel>(`/my-angels/${id}`);
}

/** Deletes the Angel with its chats, and forgets both in the cache at once. */
export function useDeleteMyAngel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMyAngel(id),
    onSuccess: () => forgetAngel(queryClient, id),
  });
}
