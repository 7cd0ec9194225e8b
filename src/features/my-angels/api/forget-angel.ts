import type { QueryClient } from '@tanstack/react-query';
import type { AvatarSummary } from '@contract/avatars.ts';
import { forgetAngelChats } from './forget-angel-chats';
import { myAngelKeys } from './query-keys';

/**
 * The Angel is gone on the server, with its chats: out of the kept list and chats at once, and
 * every list of them (this feature's, the group picker's) read again. Not its details, which a
 * page may still show until it has left (see forgetAngelDetails).
 */
export function forgetAngel(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<AvatarSummary[]>(myAngelKeys.list(), (list) =>
    list?.filter((angel) => angel.id !== id),
  );
  forgetAngelChats(queryClient, id);
  void queryClient.invalidateQueries({
    queryKey: myAngelKeys.all,
    predicate: (query) => query.queryKey[2] !== 'detail',
  });
}

/** Only once the Angel's page has left: it would read the deleted Angel again. */
export function forgetAngelDetails(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: myAngelKeys.detail(id) });
}
