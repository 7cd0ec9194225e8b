import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';

/** Opens (or adds to) the chat's moderation case: a reply (messageId) or the chat as a whole. */
export function reportChat(chatHash: string, body: ReportBody): Promise<{ received: true }> {
  return authClient.post<{ received: true }>(
    `/chats/${encodeURIComponent(chatHash)}/reports`,
    body,
  );
}

export function useReportChat(chatHash: string) {
  return useMutation({ mutationFn: (body: ReportBody) => reportChat(chatHash, body) });
}
