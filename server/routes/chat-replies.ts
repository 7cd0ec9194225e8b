import type { Context } from 'hono';
import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { presentOneSteered } from '../chats/alternatives.ts';
import { regenerateReply, stopReply } from '../chats/reply-actions.ts';
import { replyResultSchema, type ReplyResult } from '../contract/chats.ts';
import { userBalance } from '../db/queries/messages.ts';
import { userTopic } from '../live/live-events.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { chatErrors, chatParams, replyParams } from './chat-shared.ts';

const regenerated = {
  200: json('The reply, being written again (STREAMING), and the balance', replyResultSchema),
  402: chatErrors.noTokens,
  404: chatErrors.missing,
  409: apiError('NOT_REGENERABLE (not the last reply) or REPLY_IN_PROGRESS.'),
};

/** Stop and regenerate: the owner's controls over a reply. */
export function chatReplyRoutes(deps: ChatDeps) {
  const { db, jobs, hub, live } = deps;
  const endpoint = endpoints(deps);
  const stop = endpoint({
    method: 'post',
    path: '/{chatHash}/messages/{id}/stop',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: 'Stop a reply; the text so far is kept (STOPPED) and stays paid',
    request: { params: replyParams },
    responses: {
      200: json('The stopped (or already finished) reply and the balance', replyResultSchema),
      404: chatErrors.missing,
    },
  });
  const regenerateOne = endpoint({
    method: 'post',
    path: '/{chatHash}/messages/{id}/regenerate',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: 'Write this reply again; it must be the last message of the chat',
    request: { params: replyParams },
    responses: regenerated,
  });
  const regenerateLast = endpoint({
    method: 'post',
    path: '/{chatHash}/regenerate',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: 'Write the last reply of the chat again',
    request: { params: chatParams },
    responses: regenerated,
  });
  /** id null: the chat's last reply. */
  async function regenerate(c: Context<AuthEnv>, id: string | null) {
    const chat = await ownChat(c, db);
    const { reply, balance } = await regenerateReply(db, jobs, chat, id);
    // The owner's other tabs read the chat again and follow the new version as it is written.
    const { chatHash, userId } = chat.chat;
    live.publish(userTopic(userId), { type: 'chat', chatHash, messageId: reply.id });
    const result: ReplyResult = {
      reply: await presentOneSteered(db, reply, chat.chat.chatHash),
      balance,
    };
    return c.json(result, 200);
  }
  return apiRouter<AuthEnv>()
    .openapi(stop, async (c) => {
      const chat = await ownChat(c, db);
      const reply = await stopReply(db, jobs, hub, chat, c.req.valid('param').id);
      const result: ReplyResult = {
        reply: await presentOneSteered(db, reply, chat.chat.chatHash),
        balance: await userBalance(db, chat.chat.userId),
      };
      return c.json(result, 200);
    })
    .openapi(regenerateOne, (c) => regenerate(c, c.req.valid('param').id))
    .openapi(regenerateLast, (c) => regenerate(c, null));
}
