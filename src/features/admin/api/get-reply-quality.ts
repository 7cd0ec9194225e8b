import { useQueries } from '@tanstack/react-query';
import type { ReplyQuality } from '@contract/ratings.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export function getReplyQuality(avatarId: number, signal?: AbortSignal): Promise<ReplyQuality> {
  return authClient.get<ReplyQuality>(`/admin/avatars/${avatarId}/reply-quality`, { signal });
}

/** How users rate each of these Angels' replies (all users together), one query per Angel. */
export function useReplyQuality(avatarIds: number[]) {
  return useQueries({
    queries: avatarIds.map((avatarId) => ({
      queryKey: adminKeys.replyQuality(avatarId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getReplyQuality(avatarId, signal),
      staleTime: 60_000,
    })),
  });
}
