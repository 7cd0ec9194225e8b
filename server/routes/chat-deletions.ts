import { z } from 'zod';
import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { undoChatDeletion } from '../chats/delete-chat.ts';
import { clearChat, deleteMessage, undoDeletion } from '../chats/deletions.ts';
import { deletionResultSchema, DELETED_KEPT_HOURS, undoResultSchema } from '../contract/rewind.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { QUOTAS } from '../contract/quotas.ts';
import { countChats } from '../db/queries/chats.ts';
import { assertQuota } from '../http/quotas.ts';
import { userTopic } from '../live/live-events.ts';
import { resetStoryFrom } from '../memory/story-reset.ts';
import { chatErrors, chatParams, replyParams } from './chat-shared.ts';

const deletionParams = chatParams.extend({
  deletionId: z.string().describe('What a delete or clear answered (a uuid)'),
});
const busy = apiError('REPLY_IN_PROGRESS: a reply is being written; stop it or wait.');
const kept = `Undoable for ${DELETED_KEPT_HOURS} hours (longer while a moderation case holds the chat)`;

/** Deleting a message, clearing a chat, and undoing either. */
export function chatDeletionRoutes(deps: ChatDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const deleteOne = endpoint({
    method: 'delete',
    path: '/{chatHash}/messages/{id}',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: `Delete a message of yours or a reply. ${kept}`,
    request: { params: replyParams },
    responses: {
      200: json('The deletion, to undo it', deletionResultSchema),
      404: apiError('NOT_FOUND: no such chat, or no such message shown in it.'),
      409: busy,
    },
  });
  const clear = endpoint({
    method: 'post',
    path: '/{chatHash}/clear',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: `Delete every message of the chat, its rewound branches' too. ${kept}`,
    request: { params: chatParams },
    responses: {
      200: json('The deletion, to undo it', deletionResultSchema),
      404: chatErrors.missing,
      409: busy,
    },
  });
  const undo = endpoint({
    method: 'post',
    path: '/{chatHash}/deletions/{deletionId}/undo',
    access: 'user',
    writeLimit: 'chatMessage',
    summary:
      'Bring back what one delete or clear took, or a deleted chat (DELETE /api/chats/{chatHash})',
    request: { params: deletionParams },
    responses: {
      200: json('How many messages came back', undoResultSchema),
      404: apiError('NOT_FOUND: no such chat, or nothing to undo (undone, or purged).'),
      409: apiError(
        'REPLY_IN_PROGRESS: a reply is being written. CHAT_REOPENED: a deleted one-to-one chat ' +
          'cannot come back while a newer chat with its Angel is open. QUOTA_REACHED: a deleted ' +
          'chat cannot come back while the account keeps as many chats as it may.',
      ),
    },
  });
  /** Every tab of the user reads the chat again: messages left it or came back. */
  const changed = (userId: string, chatHash: string) =>
    live.publish(userTopic(userId), { type: 'chat', chatHash, reload: true });

  return apiRouter<AuthEnv>()
    .openapi(deleteOne, async (c) => {
      const { chat } = await ownChat(c, db);
      const { fromSeq, ...result } = await deleteMessage(db, chat, c.req.valid('param').id);
      await resetStoryFrom(db, chat.id, fromSeq);
      changed(chat.userId, chat.chatHash);
      return c.json(result, 200);
    })
    .openapi(clear, async (c) => {
      const { chat } = await ownChat(c, db);
      const { fromSeq, ...result } = await clearChat(db, chat);
      if (result.deleted > 0) {
        await resetStoryFrom(db, chat.id, fromSeq);
        changed(chat.userId, chat.chatHash);
      }
      return c.json(result, 200);
    })
    .openapi(undo, async (c) => {
      // A deleted chat is reachable here alone: its deletion's undo brings it back.
      const { chat } = await ownChat(c, db, { deleted: 'too' });
      const { deletionId } = c.req.valid('param');
      if (chat.deletedAt) {
        // Chats opened since may have reached the quota: this one would go past it.
        assertQuota(
          'chats',
          await countChats(db, chat.userId),
          `You have ${QUOTAS.chats} chats, the most one account can keep. Delete one to bring this one back.`,
        );
        const result = await undoChatDeletion(db, chat, deletionId);
        changed(chat.userId, chat.chatHash);
        return c.json(result, 200);
      }
      const { fromSeq, ...result } = await undoDeletion(db, chat, deletionId);
      await resetStoryFrom(db, chat.id, fromSeq);
      changed(chat.userId, chat.chatHash);
      return c.json(result, 200);
    });
}
