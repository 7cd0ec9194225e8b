import type { QueryClient } from '@tanstack/react-query';
import type {
  BranchList,
  DeletionResult,
  RestoreResult,
  RewindResult,
  UndoResult,
} from '@contract/rewind.ts';
import { authClient } from '@/lib/auth/auth-client';
import { chatKeys } from './query-keys';

const base = (chatHash: string) => `/chats/${encodeURIComponent(chatHash)}`;

/** "Go back to here": what follows the message is set aside as a branch. */
export const rewindTo = (chatHash: string, messageId: string) =>
  authClient.post<RewindResult>(`${base(chatHash)}/messages/${messageId}/rewind`);

export const getBranches = (chatHash: string) =>
  authClient.get<BranchList>(`${base(chatHash)}/branches`);

export const restoreBranch = (chatHash: string, branchId: string) =>
  authClient.post<RestoreResult>(`${base(chatHash)}/branches/${branchId}/restore`);

export const deleteMessage = (chatHash: string, messageId: string) =>
  authClient.delete<DeletionResult>(`${base(chatHash)}/messages/${messageId}`);

export const clearChat = (chatHash: string) =>
  authClient.post<DeletionResult>(`${base(chatHash)}/clear`);

export const undoDeletion = (chatHash: string, deletionId: string) =>
  authClient.post<UndoResult>(`${base(chatHash)}/deletions/${deletionId}/undo`);

export const branchesKey = (chatHash: string) => [...chatKeys.messages(chatHash), 'branches'];

/**
 * Messages left the chat or came back: merging pages by id cannot show that, so the history
 * is read again from its newest page (older ones load on scroll), and the list follows.
 */
export async function reloadChat(queryClient: QueryClient, chatHash: string): Promise<void> {
  await Promise.all([
    queryClient.resetQueries({ queryKey: chatKeys.messages(chatHash), exact: true }),
    queryClient.invalidateQueries({ queryKey: branchesKey(chatHash) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  ]);
}

/** A rewind or delete the outbox held while offline, applied now (in its place in line). */
export async function applySetAside(
  chatHash: string,
  action: { type: 'rewind' | 'delete'; messageId: string },
): Promise<void> {
  await (action.type === 'rewind' ? rewindTo : deleteMessage)(chatHash, action.messageId);
}
