import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemoryMarks } from '@contract/memory.ts';
import { authClient } from '@/lib/auth/auth-client';
import { memoryKeys } from './query-keys';

export function getMemoryMarks(chatHash: string, signal?: AbortSignal): Promise<MemoryMarks> {
  return authClient.get<MemoryMarks>(`/memory/chats/${chatHash}/marks`, { signal });
}

/**
 * One read per chat shared by every reply's mark: a row picks its own out of the list. A mark
 * that mounts (a new reply) reads again, so the reply that just used a memory shows its mark.
 */
export function memoryMarksQueryOptions(chatHash: string) {
  return queryOptions({
    queryKey: memoryKeys.marks(chatHash),
    queryFn: ({ signal }) => getMemoryMarks(chatHash, signal),
    select: (data: MemoryMarks) => new Map(data.marks.map((mark) => [mark.messageId, mark.facts])),
  });
}

export const useMemoryMarks = (chatHash: string) => useQuery(memoryMarksQueryOptions(chatHash));
