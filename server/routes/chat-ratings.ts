import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { presentRating, rateReply, removeRating } from '../chats/ratings.ts';
import { messageOfChat } from '../chats/reply-actions.ts';
import {
  rateReplyBodySchema,
  replyRatingSchema,
  unrateReplyQuerySchema,
} from '../contract/ratings.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import { userTopic } from '../live/live-events.ts';
import { chatErrors, replyParams } from './chat-shared.ts';

const unrateable = apiError(
  'NOT_RATEABLE: not a finished Angel reply shown in the chat (your own message, a reply ' +
    'being written or failed, one removed by moderation); `message` says which.',
);
const missing = apiError(
  'NOT_FOUND: no such chat (or not yours), no such message in it, or no such version of it.',
);

/**
 * /api/chats/:chatHash/messages/:id/rating: the owner's thumbs up or down on a reply (the
 * version on screen). Both writes are idempotent, so the client's offline queue may repeat them.
 * Their other tabs and devices hear of it (a live hint on the message) and read it again.
 */
export function chatRatingRoutes(deps: ChatDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const rate = endpoint({
    method: 'put',
    path: '/{chatHash}/messages/{id}/rating',
    access: 'user',
    writeLimit: 'chatRating',
    // A value, a reason and a short note.
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Rate a reply: thumbs up or down, with an optional reason and note (replaces any)',
    description:
      'alternative: the version rated (the one on screen when the user rated: a rating queued ' +
      'offline may arrive after another was chosen); without it, the version shown now.',
    request: { params: replyParams, body: jsonBody(rateReplyBodySchema) },
    responses: {
      200: json('The rating, as the chat shows it', replyRatingSchema),
      404: missing,
      409: unrateable,
    },
  });
  const remove = endpoint({
    method: 'delete',
    path: '/{chatHash}/messages/{id}/rating',
    access: 'user',
    writeLimit: 'chatRating',
    summary: 'Take a rating back (none to take back is no error)',
    request: { params: replyParams, query: unrateReplyQuerySchema },
    responses: { 204: { description: 'The reply is unrated' }, 404: chatErrors.missing },
  });
  const changed = (userId: string, chatHash: string, messageId: string) =>
    live.publish(userTopic(userId), { type: 'chat', chatHash, messageId });
  return apiRouter<AuthEnv>()
    .openapi(rate, async (c) => {
      const { chat } = await ownChat(c, db);
      const reply = await messageOfChat(db, chat.id, c.req.valid('param').id);
      const rating = await rateReply(db, chat.userId, reply, c.req.valid('json'));
      changed(chat.userId, chat.chatHash, reply.id);
      return c.json(presentRating(rating), 200);
    })
    .openapi(remove, async (c) => {
      const { chat } = await ownChat(c, db);
      const reply = await messageOfChat(db, chat.id, c.req.valid('param').id);
      await removeRating(db, reply, c.req.valid('query').alternative);
      changed(chat.userId, chat.chatHash, reply.id);
      return c.body(null, 204);
    });
}
