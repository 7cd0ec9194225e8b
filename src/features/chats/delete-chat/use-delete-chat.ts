import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Chat } from '@contract/chats.ts';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { failureReason, toastFailure } from '../failure-reason';
import { chatKeys } from '../api/query-keys';
import { chatPath } from '../model';
import { deleteChat, forgetChat, undoChatDeletion } from './delete-chat-api';
import { DELETED_NOTICE, RESTORED_NOTICE } from './delete-chat-model';

/** Chats this tab is deleting: their conversation's 404 is expected, not news from elsewhere. */
const deletingHere = new Set<string>();
export const isBeingDeletedHere = (chatHash: string): boolean => deletingHere.has(chatHash);

/**
 * Deleting the open chat: the chat list comes back, with "Chat deleted" and its Undo (a toast
 * that outlives the conversation, unlike a clear's banner). Undo brings the chat back into the
 * list, with a way back into it. Resolves null when the chat was deleted, else why not.
 */
export function useDeleteChat(chat: Pick<Chat, 'chatHash' | 'type'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { chatHash, type } = chat;
  return useMemo(() => {
    const undo = async (deletionId: string) => {
      try {
        await undoChatDeletion(chatHash, deletionId);
        await queryClient.invalidateQueries({ queryKey: chatKeys.list() });
        toast.add({
          severity: 'success',
          summary: RESTORED_NOTICE,
          action: { label: 'Open', onAction: () => void navigate(chatPath({ chatHash, type })) },
          life: DEFAULT_TOAST_LIFE,
        });
      } catch (error) {
        toastFailure(error);
      }
    };
    return async (): Promise<string | null> => {
      deletingHere.add(chatHash);
      try {
        const { deletionId } = await deleteChat(chatHash);
        // Leaving first: the conversation (and its undo offers) close with the route.
        await navigate({ to: '/chat' });
        await forgetChat(queryClient, chatHash);
        if (deletionId) {
          toast.add({
            severity: 'success',
            summary: DELETED_NOTICE,
            action: { label: 'Undo', onAction: () => void undo(deletionId) },
            life: DEFAULT_TOAST_LIFE,
          });
        }
        return null;
      } catch (error) {
        // Said in the confirmation dialog, which stays open (a toast would sit behind it).
        return failureReason(error);
      } finally {
        deletingHere.delete(chatHash);
      }
    };
  }, [chatHash, type, navigate, queryClient]);
}
