import type { QueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@contract/moderation.ts';
import { adminKeys } from './query-keys';

/**
 * After a case changed (by us, or by another agent as a live event or a 409 tells): the
 * detail is replaced when we have it, and every view that lists or embeds cases reads again.
 */
export function caseChanged(queryClient: QueryClient, detail?: CaseDetail): Promise<unknown> {
  if (detail) queryClient.setQueryData(adminKeys.case(detail.id), detail);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.cases() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.chats() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  ]);
}
