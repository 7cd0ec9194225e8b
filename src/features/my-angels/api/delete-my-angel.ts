import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedAngel } from '@contract/angels.ts';
import type { AvatarSummary } from '@contract/avatars.ts';
import { authClient } from '@/lib/auth/auth-client';
import { forgetAngelChats } from './forget-angel-chats';
import { myAngelKeys } from './query-keys';

export function deleteMyAngel(id: number): Promise<DeletedAngel> {
  return authClient.delete<DeletedAngel>(`/my-angels/${id}`);
}

/** Deletes the Angel with its chats, and forgets both in the cache at once. */
export function useDeleteMyAngel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMyAngel(id),
    onSuccess: () => {
      queryClient.setQueryData<AvatarSummary[]>(myAngelKeys.list(), (list) =>
        list?.filter((angel) => angel.id !== id),
      );
      forgetAngelChats(queryClient, id);
      // Every list of them (this feature's, the group picker's); not the deleted one's details,
      // which the page still shows until it has left.
      void queryClient.invalidateQueries({
        queryKey: myAngelKeys.all,
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
    },
  });
}
