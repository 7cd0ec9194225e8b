import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyResult } from '@contract/chats.ts';
import { sessionStore } from '@/lib/auth/session-store';
import { patchHistory } from '../api/message-cache';
import { regenerateReply, stopReply } from '../api/reply-actions';
import { followReplies } from '../stream/reply-follower';
import { replyStore } from '../stream/reply-store';

/** Stop keeps what was written; regenerate writes the last reply again and follows it. */
export function useReplyActions(chatHash: string) {
  const queryClient = useQueryClient();
  const apply = ({ reply, balance }: ReplyResult) => {
    sessionStore.mergeUser({ tokens: balance });
    patchHistory(queryClient, chatHash, [reply]);
    return reply;
  };
  const stop = useMutation({
    mutationFn: (messageId: string) => stopReply(chatHash, messageId),
    onSuccess: (result) => replyStore.finish(apply(result)),
  });
  const regenerate = useMutation({
    mutationFn: () => regenerateReply(chatHash),
    onSuccess: (result) => followReplies(queryClient, [apply(result)]),
  });
  return { stop, regenerate };
}
