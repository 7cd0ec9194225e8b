import type { QueryClient } from '@tanstack/react-query';
import type { DeletionResult, UndoResult } from '@contract/rewind.ts';
import { authClient } from '@/lib/auth/auth-client';
import type { ChatPages } from '../api/get-chats';
import { chatKeys } from '../api/query-keys';
import { eraseKeptHistory } from '../history/history-persistence';
import { withoutChat } from './delete-chat-model';

const base = (chatHash: string) => `/chats/${encodeURIComponent(chatHash)}`;

/** Deletes the whole chat; the answer's deletionId undoes it (for DELETED_KEPT_HOURS). */
export const deleteChat = (chatHash: string) => authClient.delete<DeletionResult>(base(chatHash));

/** The deletions' own undo, which alone still reaches a deleted chat. */
export const undoChatDeletion = (chatHash: string, deletionId: string) =>
  authClient.post<UndoResult>(`${base(chatHash)}/deletions/${encodeURIComponent(deletionId)}/undo`);

/**
 * The chat is gone: out of the list at once (then the list is read again), its conversation
 * and history out of memory (and of what is persisted from it) and its history kept for
 * offline use off the device, so nothing shows it offline and its words leave the phone.
 */
export async function forgetChat(queryClient: QueryClient, chatHash: string): Promise<void> {
  queryClient.setQueryData<ChatPages>(chatKeys.list(), (data) =>
    data ? withoutChat(data, chatHash) : data,
  );
  queryClient.removeQueries({ queryKey: chatKeys.detail(chatHash), exact: true });
  queryClient.removeQueries({ queryKey: chatKeys.messages(chatHash) });
  await Promise.all([
    eraseKeptHistory(chatHash),
    queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  ]);
}
