import type { QueryClient } from '@tanstack/react-query';
import type { SteerResult } from '@contract/steering.ts';
import { sessionStore } from '@/lib/auth/session-store';
import { followReplies, isOpenReply } from '../stream/reply-follower';
import { patchHistory } from './message-cache';

/**
 * A steering write's answer (a version chosen, an edit, a continue) shown in the held history:
 * the message, the replies it started (followed while they are written), and the balance.
 */
export function showSteered(
  queryClient: QueryClient,
  chatHash: string,
  { message, replies, balance }: SteerResult,
): void {
  sessionStore.mergeUser({ tokens: balance });
  const others = replies.filter((reply) => reply.id !== message.id);
  patchHistory(queryClient, chatHash, [message, ...others]);
  followReplies(queryClient, [message, ...others].filter(isOpenReply));
}
