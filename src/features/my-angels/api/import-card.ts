import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportCardBody, MyAngel } from '@contract/angels.ts';
import { idempotencyHeaders } from '@contract/idempotency.ts';
import { ApiRequestError } from '@/lib/api-client';
import { authClient } from '@/lib/auth/auth-client';
import { refreshUser } from '@/lib/auth/user-refresh';
import { cardRequestIds, toBase64 } from '../model';
import { myAngelKeys } from './query-keys';

/** The requestId goes in the header too: the server tells a retry from a new import unread. */
export function importCard(body: ImportCardBody): Promise<MyAngel> {
  return authClient.post<MyAngel>('/my-angels/import', body, idempotencyHeaders(body.requestId));
}

// For the tab's life: a file picked again after a lost answer is the same import.
const requestIds = cardRequestIds();

/**
 * Imports a card file under one requestId per file (and user) until the server has answered
 * it: with the Angel, or with a 4xx, which charged nothing. A lost answer (offline, 5xx) keeps
 * the id, so picking the file again replays the import and the server gives back the Angel it
 * may already have made, instead of making and charging a second one.
 */
export async function importCardFile(
  userId: string,
  file: File,
  /** The age the user chose for a card that states none (the preview says so). */
  age?: number,
): Promise<MyAngel> {
  const requestId = requestIds.take(userId, file);
  const contentBase64 = toBase64(new Uint8Array(await file.arrayBuffer()));
  try {
    const body = { requestId, fileName: file.name, contentBase64, ...(age ? { age } : {}) };
    const angel = await importCard(body);
    requestIds.settle(userId, file);
    return angel;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
      requestIds.settle(userId, file);
    }
    throw error;
  }
}

/** Imports a card as a new Angel; its cost was spent, so the balance is read again. */
export function useImportCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, age }: { file: File; age?: number }) => importCardFile(userId, file, age),
    onSuccess: (angel) => {
      queryClient.setQueryData(myAngelKeys.detail(angel.id), angel);
      void queryClient.invalidateQueries({ queryKey: myAngelKeys.all });
      void refreshUser({ fresh: true });
    },
  });
}
