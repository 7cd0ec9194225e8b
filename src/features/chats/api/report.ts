import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { chronological, patchHistory, type History } from './message-cache';
import { chatKeys } from './query-keys';

/** Opens (or adds to) the chat's moderation case: a reply (messageId) or the chat as a whole. */
export function reportChat(chatHash: string, body: ReportBody): Promise<{ received: true }> {
  return authClient.post<{ received: true }>(
    `/chats/${encodeURIComponent(chatHash)}/reports`,
    body,
  );
}

/** A reported reply is marked at once (the server marks it in every later read of the chat). */
export function useReportChat(chatHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => reportChat(chatHash, body),
    onSuccess: (_, body) => {
      if (!body.messageId) return;
      const history = queryClient.getQueryData<History>(chatKeys.messages(chatHash));
      const reply = chronological(history).find((message) => message.id === body.messageId);
      if (reply) patchHistory(queryClient, chatHash, [{ ...reply, reported: true }]);
    },
  });
}
