import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { deleteChat } from '../chats/delete-chat.ts';
import { deletionResultSchema, DELETED_KEPT_HOURS } from '../contract/rewind.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { userTopic } from '../live/live-events.ts';
import { chatErrors, chatParams } from './chat-shared.ts';

/**
 * Deleting a whole chat. Its undo is the deletions' own (POST …/deletions/{id}/undo, in
 * chat-deletions.ts), which alone still reaches a deleted chat.
 */
export function chatDeleteRoutes(deps: ChatDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const remove = endpoint({
    method: 'delete',
    path: '/{chatHash}',
    access: 'user',
    writeLimit: 'chatMessage',
    summary:
      `Delete the chat: it leaves the list and every read, its messages with it. ` +
      `Undoable (POST /api/chats/{chatHash}/deletions/{deletionId}/undo) for ` +
      `${DELETED_KEPT_HOURS} hours; an open moderation case keeps it as evidence until resolved`,
    request: { params: chatParams },
    responses: {
      200: json('The deletion, to undo it (deleted: how many messages went)', deletionResultSchema),
      404: chatErrors.missing,
      409: apiError('REPLY_IN_PROGRESS: a reply is being written; stop it or wait.'),
    },
  });

  return apiRouter<AuthEnv>().openapi(remove, async (c) => {
    const { chat } = await ownChat(c, db);
    const result = await deleteChat(db, chat);
    // Every tab of the user reads the list again and leaves the conversation (now a 404).
    live.publish(userTopic(chat.userId), { type: 'chat', chatHash: chat.chatHash, reload: true });
    return c.json(result, 200);
  });
}
