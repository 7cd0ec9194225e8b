import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys';

/** After a sanction, a lift, an overturn or a note: the user's views and the lists read again. */
export function userChanged(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.recentViolations() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.cases() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.chats() }),
  ]);
}
