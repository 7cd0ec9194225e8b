import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { decodeCursor, encodeCursor } from '../chats/cursor.ts';
import { presentMessage } from '../chats/present.ts';
import { sendMessage } from '../chats/send-message.ts';
import {
  messagePageQuerySchema,
  messagePageSchema,
  sendMessageBodySchema,
  sendMessageResultSchema,
  type MessagePage,
  type SendMessageResult,
} from '../contract/chats.ts';
import { markChatRead } from '../db/queries/chats.ts';
import { messagePage } from '../db/queries/messages.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { CHAT_BODY_LIMIT } from '../http/request-rules.ts';
import {
  checkMessage,
  contentBlockedResponse,
  flagSentMessage,
  refuseBlocked,
} from '../moderation/filter-actions.ts';
import { chatErrors, chatParams } from './chat-shared.ts';

/**
 * /api/chats/:chatHash/messages: history pages (newest first) and sending. The content
 * filter reads every message first: severe text is refused before anything is stored or
 * charged; other matches are sent and flagged for an agent.
 */
export function chatMessageRoutes(deps: ChatDeps) {
  const { db, jobs } = deps;
  const endpoint = endpoints(deps);
  const page = endpoint({
    method: 'get',
    path: '/{chatHash}/messages',
    access: 'user',
    summary: 'A page of history, newest first',
    request: { params: chatParams, query: messagePageQuerySchema },
    responses: {
      200: json('Messages, newest first; nextCursor pages further back', messagePageSchema),
      404: chatErrors.missing,
    },
  });
  const send = endpoint({
    method: 'post',
    path: '/{chatHash}/messages',
    access: 'user',
    bodyLimit: CHAT_BODY_LIMIT,
    summary: 'Send a message (idempotent by its id) and start the replies',
    request: { params: chatParams, body: jsonBody(sendMessageBodySchema) },
    responses: {
      200: json('A repeat of an earlier send: its message and replies', sendMessageResultSchema),
      201: json('Sent; the replies are being written', sendMessageResultSchema),
      402: chatErrors.noTokens,
      404: chatErrors.missing,
      409: apiError('MESSAGE_ID_TAKEN: the id belongs to another message.'),
      422: contentBlockedResponse,
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(page, async (c) => {
      const query = c.req.valid('query');
      const before = decodeCursor(query.before);
      const { chat } = await ownChat(c, db);
      const { rows, more } = await messagePage(db, chat.id, before, query.limit);
      // Opening the newest page is seeing the chat.
      if (before === null) await markChatRead(db, chat.id);
      const last = rows.at(-1);
      const result: MessagePage = {
        items: rows.map((row) => presentMessage(row, chat.chatHash)),
        nextCursor: more && last ? encodeCursor(last.seq) : null,
      };
      return c.json(result, 200);
    })
    .openapi(send, async (c) => {
      const chat = await ownChat(c, db);
      const body = c.req.valid('json');
      const verdict = checkMessage(body.text, chat);
      refuseBlocked(verdict, 'This message was not sent');
      const outcome = await sendMessage(db, chat, body);
      // Also on a repeat: after a restart its open replies may wait for a job (idempotent).
      if (outcome.replies.some((r) => r.status === 'QUEUED' || r.status === 'STREAMING')) {
        jobs.kick(chat.chat.id);
      }
      await flagSentMessage(deps, chat, outcome, verdict);
      const hash = chat.chat.chatHash;
      const result: SendMessageResult = {
        message: presentMessage(outcome.message, hash),
        replies: outcome.replies.map((row) => presentMessage(row, hash)),
        balance: outcome.balance,
      };
      return outcome.created ? c.json(result, 201) : c.json(result, 200);
    });
}
