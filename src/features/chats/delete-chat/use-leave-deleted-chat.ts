import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { messagesQueryOptions } from '../api/get-messages';
import { forgetChat } from './delete-chat-api';
import { chatWasDeleted, DELETED_ELSEWHERE_NOTICE } from './delete-chat-model';
import { isBeingDeletedHere } from './use-delete-chat';

/**
 * The open conversation's chat was deleted on another tab or device: the live hint read its
 * history again (a 404 now), so the conversation closes to the chat list, saying why.
 * Observes the history without fetching it: the conversation does that.
 */
export function useLeaveDeletedChat(chatHash: string): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { error } = useInfiniteQuery({ ...messagesQueryOptions(chatHash), enabled: false });
  const gone = chatWasDeleted(error);
  useEffect(() => {
    if (!gone || isBeingDeletedHere(chatHash)) return;
    toast.add({ severity: 'info', summary: DELETED_ELSEWHERE_NOTICE, life: DEFAULT_TOAST_LIFE });
    void navigate({ to: '/chat', replace: true }).then(() => forgetChat(queryClient, chatHash));
  }, [gone, chatHash, navigate, queryClient]);
}
