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

/** Hints closer together than this are answered together: a burst costs one refetch. */
export const HINT_COALESCE_MS = 500;

/**
 * The queue changed somewhere (a new case, a new flag, another agent's claim or action): the
 * console's views read again, and a transcript on screen whose case it is takes its newest
 * messages. The first hint is answered at once; hints arriving within the next moment wait and
 * are answered together (a sanction hints every open case of its user). After a broken
 * connection comes back, hints may have been missed: everything on screen reads again.
 * Mounted once, by the console's layout.
 */
export function useLiveCases(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waiting = new Set<string>();
    let chatsBefore = new Set<string>();
    const answer = (caseIds: Set<string>, before: Set<string>) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.recentViolations() });
      void caseChanged(queryClient).then(() => {
        const after = [...caseIds].flatMap((id) => chatsOfCase(queryClient, id));
        refreshTranscripts(queryClient, new Set([...before, ...after]));
      });
    };
    const hold = () => {
      timer = setTimeout(() => {
        timer = undefined;
        if (waiting.size === 0) return;
        const [caseIds, before] = [waiting, chatsBefore];
        waiting = new Set();
        chatsBefore = new Set();
        answer(caseIds, before);
        hold();
      }, HINT_COALESCE_MS);
    };
    const stopCases = onLiveEvent('cases', ({ caseId }) => {
      const before = chatsOfCase(queryClient, caseId);
      if (timer === undefined) {
        answer(new Set([caseId]), new Set(before));
        hold();
        return;
      }
      waiting.add(caseId);
      for (const chatHash of before) chatsBefore.add(chatHash);
    });
    const stopReconnect = onLiveReconnect(() => {
      void caseChanged(queryClient);
      void queryClient.invalidateQueries({ queryKey: adminKeys.recentViolations() });
      refreshTranscripts(queryClient, chatsOnScreen(queryClient));
    });
    return () => {
      clearTimeout(timer);
      stopCases();
      stopReconnect();
    };
  }, [queryClient]);
}
