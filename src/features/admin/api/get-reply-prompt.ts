import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '@/lib/auth/auth-client';
import { privateKey } from '@/lib/private-query';

/** GET /api/admin/chats/{chatHash}/messages/{id}/prompt (server/routes/admin-reply-prompt.ts). */
export type RebuiltPrompt = {
  rebuilt: true;
  engine: 'openai-compatible' | 'built-in';
  body: { model?: string; messages?: Array<{ role: string; content: string }> } & Record<
    string,
    unknown
  >;
  budget: number;
  used: number;
  cut: string[];
};

export function replyPromptQueryOptions(chatHash: string, messageId: string) {
  return queryOptions({
    queryKey: privateKey('admin', 'prompts', chatHash, messageId),
    queryFn: ({ signal }) =>
      authClient.get<RebuiltPrompt>(
        `/admin/chats/${encodeURIComponent(chatHash)}/messages/${encodeURIComponent(messageId)}/prompt`,
        { signal },
      ),
    staleTime: 0,
  });
}

/** Asked for only once an agent opens the disclosure (`enabled`). */
export function useReplyPrompt(chatHash: string, messageId: string, enabled: boolean) {
  return useQuery({ ...replyPromptQueryOptions(chatHash, messageId), enabled });
}
