import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HideMessageBody, TranscriptMessage } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { caseChanged } from './case-cache';
import { putTranscriptMessage } from './transcript-cache';

export function hideMessage(
  chatHash: string,
  messageId: string,
  body: HideMessageBody,
): Promise<TranscriptMessage> {
  return authClient.post<TranscriptMessage>(
    `/admin/chats/${encodeURIComponent(chatHash)}/messages/${encodeURIComponent(messageId)}/hide`,
    body,
  );
}

/** Hides a message from its user (they see "removed by moderation"); agents still read it. */
export function useHideMessage(chatHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      hideMessage(chatHash, messageId, { reason }),
    onSuccess: (message) => {
      putTranscriptMessage(queryClient, message);
      return caseChanged(queryClient);
    },
  });
}
