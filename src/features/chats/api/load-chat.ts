import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { ApiRequestError } from '@/lib/api-client';
import { chatPath } from '../model';
import { chatQueryOptions } from './get-chat';

/**
 * The conversation routes' loader (imported on demand, so no chat code sits in the entry chunk):
 * the chat, or the 404 view; a chat opened under the other type's path moves to its own.
 */
export async function loadChat(queryClient: QueryClient, chatHash: string, type: 'ONE' | 'GROUP') {
  let chat;
  try {
    chat = await queryClient.ensureQueryData(chatQueryOptions(chatHash, queryClient));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
  if (chat.type !== type) throw redirect({ ...chatPath(chat), replace: true });
  return chat;
}
