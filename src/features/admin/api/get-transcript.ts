import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TranscriptPage } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export function getTranscript(
  chatHash: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<TranscriptPage> {
  return authClient.get<TranscriptPage>(`/admin/chats/${encodeURIComponent(chatHash)}/messages`, {
    query: before ? { before } : {},
    signal,
  });
}

/** Newest page first, like the user's own history; the next page is older. */
export function transcriptQueryOptions(chatHash: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.transcript(chatHash),
    queryFn: ({ pageParam, signal }) => getTranscript(chatHash, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TranscriptPage) => last.nextCursor ?? undefined,
    // Changes arrive as live events (the case changed) or from our own actions.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 60_000,
  });
}

export function useTranscript(chatHash: string) {
  return useInfiniteQuery(transcriptQueryOptions(chatHash));
}
