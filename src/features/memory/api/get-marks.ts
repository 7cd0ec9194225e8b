import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MemoryMarks } from '@contract/memory.ts';
import { authClient } from '@/lib/auth/auth-client';
import { memoryKeys } from './query-keys';

/** The chat's latest marks, or those of one reply (`replyId`). */
export function getMemoryMarks(
  chatHash: string,
  signal?: AbortSignal,
  replyId?: string,
): Promise<MemoryMarks> {
  const only = replyId === undefined ? '' : `?reply=${encodeURIComponent(replyId)}`;
  return authClient.get<MemoryMarks>(`/memory/chats/${chatHash}/marks${only}`, { signal });
}

/**
 * One read per chat shared by every reply's mark: a row picks its own out of the list. A reply
 * written after that read asks for its own marks (readReplyMarks).
 */
export function memoryMarksQueryOptions(chatHash: string) {
  return queryOptions({
    queryKey: memoryKeys.marks(chatHash),
    queryFn: ({ signal }) => getMemoryMarks(chatHash, signal),
    select: (data: MemoryMarks) => new Map(data.marks.map((mark) => [mark.messageId, mark.facts])),
  });
}

export const useMemoryMarks = (chatHash: string) => useQuery(memoryMarksQueryOptions(chatHash));

/**
 * The marks of one reply written since the chat's marks were read, put in with them (newest
 * first, as the server lists them). One row for the server to read, where reading the chat's
 * marks again after every reply read hundreds; and the chat's read is newer for it, so the
 * reply asks once.
 */
export async function readReplyMarks(client: QueryClient, chatHash: string, replyId: string) {
  const { marks } = await getMemoryMarks(chatHash, undefined, replyId);
  client.setQueryData<MemoryMarks>(memoryKeys.marks(chatHash), (data) => ({
    marks: [...marks, ...(data?.marks ?? []).filter((mark) => mark.messageId !== replyId)],
  }));
}
