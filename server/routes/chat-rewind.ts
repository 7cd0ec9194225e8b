import { z } from 'zod';
import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { listBranches, returnToBranch, rewindTo } from '../chats/rewind.ts';
import {
  BRANCH_LIST_MAX,
  branchListSchema,
  restoreResultSchema,
  rewindResultSchema,
} from '../contract/rewind.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { userTopic } from '../live/live-events.ts';
import { resetStoryFrom } from '../memory/story-reset.ts';
import { chatErrors, chatParams, replyParams } from './chat-shared.ts';

const branchParams = chatParams.extend({ branchId: z.string().describe('The branch (a uuid)') });
const busy = apiError('REPLY_IN_PROGRESS: a reply is being written; stop it or wait.');

/** Rewind ("Go back to here"), the branches it leaves, and returning to one. */
export function chatRewindRoutes(deps: ChatDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const rewind = endpoint({
    method: 'post',
    path: '/{chatHash}/messages/{id}/rewind',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: 'Go back to this message: what follows it is set aside as a branch (undo: restore it)',
    request: { params: replyParams },
    responses: {
      200: json('The branch holding what was hidden (null: nothing followed)', rewindResultSchema),
      404: apiError('NOT_FOUND: no such chat, or no such message shown in it.'),
      409: busy,
    },
  });
  const branches = endpoint({
    method: 'get',
    path: '/{chatHash}/branches',
    access: 'user',
    readLimit: 'list',
    maxItems: BRANCH_LIST_MAX,
    summary: 'The versions of the chat set aside by rewinds, newest first',
    request: { params: chatParams },
    responses: { 200: json('The branches', branchListSchema), 404: chatErrors.missing },
  });
  const restore = endpoint({
    method: 'post',
    path: '/{chatHash}/branches/{branchId}/restore',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: 'Return to a branch; what is shown after its point becomes a branch in turn',
    request: { params: branchParams },
    responses: {
      200: json('What came back, and where the replaced part went', restoreResultSchema),
      404: apiError('NOT_FOUND: no such chat, or the branch is gone (restored or cleared).'),
      409: busy,
    },
  });
  /** Every tab of the user reads the chat again: messages left it or came back. */
  const changed = (userId: string, chatHash: string) =>
    live.publish(userTopic(userId), { type: 'chat', chatHash, reload: true });

  return apiRouter<AuthEnv>()
    .openapi(rewind, async (c) => {
      const { chat } = await ownChat(c, db);
      const { fromSeq, ...result } = await rewindTo(db, chat, c.req.valid('param').id);
      if (result.hidden > 0) {
        await resetStoryFrom(db, chat.id, fromSeq);
        changed(chat.userId, chat.chatHash);
      }
      return c.json(result, 200);
    })
    .openapi(branches, async (c) => {
      const { chat } = await ownChat(c, db);
      return c.json({ items: await listBranches(db, chat.id) }, 200);
    })
    .openapi(restore, async (c) => {
      const { chat } = await ownChat(c, db);
      const { fromSeq, ...result } = await returnToBranch(db, chat, c.req.valid('param').branchId);
      await resetStoryFrom(db, chat.id, fromSeq);
      changed(chat.userId, chat.chatHash);
      return c.json(result, 200);
    });
}
