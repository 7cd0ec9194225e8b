import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { ApiRequestError } from '@/lib/api-client';
import { ensureFresh } from '@/lib/ensure-found';
import { eraseKeptHistory, restoreHistory } from '../history/history-persistence';
import { chatPath } from '../model';
import { chatQueryOptions, seedChatFromList } from './get-chat';
import { chatKeys } from './query-keys';

/**
 * The conversation routes' loader (imported on demand, so no chat code sits in the entry chunk):
 * the chat, or the 404 view; a chat opened under the other type's path moves to its own. The
 * history kept on the device is put back meanwhile, so the conversation opens with it, offline too.
 */
export async function loadChat(queryClient: QueryClient, chatHash: string, type: 'ONE' | 'GROUP') {
  let chat;
  seedChatFromList(queryClient, chatHash);
  // Never rejects: the device's copy is a bonus.
  const restoring = restoreHistory(queryClient, chatHash);
  try {
    [chat] = await Promise.all([ensureFresh(queryClient, chatQueryOptions(chatHash)), restoring]);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      // Deleted since (or never this user's): what the device kept of it goes too, after the
      // restore has put it in memory, from where it goes as well.
      await restoring;
      queryClient.removeQueries({ queryKey: chatKeys.messages(chatHash), exact: true });
      await eraseKeptHistory(chatHash);
      throw notFound();
    }
    throw error;
  }
  if (chat.type !== type) throw redirect({ ...chatPath(chat), replace: true });
  return chat;
}
