import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminChat } from '@contract/moderation.ts';
import { onLiveEvent } from '@/lib/live/live-handlers';
import { caseChanged } from '../api/case-cache';
import { adminKeys } from '../api/query-keys';
import { refreshNewestPage } from '../api/transcript-cache';

/** The chats on screen whose open case is `caseId`. */
function chatsOfCase(queryClient: QueryClient, caseId: string): string[] {
  return queryClient
    .getQueriesData<AdminChat>({ queryKey: adminKeys.chats() })
    .flatMap(([, chat]) => (chat?.openCase?.id === caseId ? [chat.chat.chatHash] : []));
}

/**
 * The queue changed somewhere (a new case, a new flag, another agent's claim or action): the
 * console's views read again, and a transcript on screen whose case it is takes its newest
 * messages. Mounted once, by the console's layout.
 */
export function useLiveCases(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent('cases', ({ caseId }) => {
        const before = chatsOfCase(queryClient, caseId);
        void queryClient.invalidateQueries({ queryKey: adminKeys.case(caseId) });
        void caseChanged(queryClient).then(() => {
          const chats = new Set([...before, ...chatsOfCase(queryClient, caseId)]);
          for (const chatHash of chats) {
            refreshNewestPage(queryClient, chatHash).catch(() => undefined);
          }
        });
      }),
    [queryClient],
  );
}
