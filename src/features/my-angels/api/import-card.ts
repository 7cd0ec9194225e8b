import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportCardBody, MyAngel } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { refreshUser } from '@/lib/auth/user-refresh';
import { myAngelKeys } from './query-keys';

export function importCard(body: ImportCardBody): Promise<MyAngel> {
  return authClient.post<MyAngel>('/my-angels/import', body);
}

/** Imports a card as a new Angel; its cost was spent, so the balance is read again. */
export function useImportCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCard,
    onSuccess: (angel) => {
      queryClient.setQueryData(myAngelKeys.detail(angel.id), angel);
      void queryClient.invalidateQueries({ queryKey: myAngelKeys.all });
      void refreshUser({ fresh: true });
    },
  });
}
