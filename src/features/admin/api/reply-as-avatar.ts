import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentReplyBody, TranscriptMessage } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { caseChanged } from './case-cache';
import { putTranscriptMessage } from './transcript-cache';

export function replyAsAvatar(chatHash: string, body: AgentReplyBody): Promise<TranscriptMessage> {
  return authClient.post<TranscriptMessage>(
    `/admin/chats/${encodeURIComponent(chatHash)}/replies`,
    body,
  );
}

/** Writes a reply as the chat's Angel (in a group, the one picked); it costs the user nothing. */
export function useReplyAsAvatar(chatHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentReplyBody) => replyAsAvatar(chatHash, body),
    onSuccess: (message) => {
      putTranscriptMessage(queryClient, message);
      return caseChanged(queryClient);
    },
  });
}
