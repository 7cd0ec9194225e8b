import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminChat } from '@contract/moderation.ts';
import { onLiveEvent, onLiveReconnect } from '@/lib/live/live-handlers';
import { caseChanged } from '../api/case-cache';
import { adminKeys } from '../api/query-keys';
import { refreshNewestPage } from '../api/transcript-cache';

/** The chats on screen whose open case is `caseId`. */
function chatsOfCase(queryClient: QueryClient, caseId: string): string[] {
  return queryClient
    .getQueriesData<AdminChat>({ queryKey: adminKeys.chats() })
    .flatMap(([, chat]) => (chat?.openCase?.id === caseId ? [chat.chat.chatHash] : []));
}

/** Every chat whose transcript is on screen. */
function chatsOnScreen(queryClient: QueryClient): string[] {
  return queryClient
    .getQueriesData<AdminChat>({ queryKey: adminKeys.chats(), type: 'active' })
    .flatMap(([, chat]) => (chat ? [chat.chat.chatHash] : []));
}

function refreshTranscripts(queryClient: QueryClient, chats: Iterable<string>): void {
  for (const chatHash of chats) refreshNewestPage(queryClient, chatHash).catch(() => undefined);
}

/**
 * The queue changed somewhere (a new case, a new flag, another agent's claim or action): the
 * console's views read again, and a transcript on screen whose case it is takes its newest
 * messages. After a broken connection comes back, hints may have been missed: everything on
 * screen reads again. Mounted once, by the console's layout.
 */
export function useLiveCases(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopCases = onLiveEvent('cases', ({ caseId }) => {
      const before = chatsOfCase(queryClient, caseId);
      void queryClient.invalidateQueries({ queryKey: adminKeys.recentViolations() });
      void caseChanged(queryClient).then(() =>
        refreshTranscripts(queryClient, new Set([...before, ...chatsOfCase(queryClient, caseId)])),
      );
    });
    const stopReconnect = onLiveReconnect(() => {
      void caseChanged(queryClient);
      void queryClient.invalidateQueries({ queryKey: adminKeys.recentViolations() });
      refreshTranscripts(queryClient, chatsOnScreen(queryClient));
    });
    return () => {
      stopCases();
      stopReconnect();
    };
  }, [queryClient]);
}
