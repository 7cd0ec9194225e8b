import type { Context } from 'hono';
import { decodeCursor, encodeCursor } from '../chats/cursor.ts';
import { presentChat } from '../chats/present.ts';
import { messagePageQuerySchema } from '../contract/chats.ts';
import {
  adminChatSchema,
  agentReplyBodySchema,
  hideMessageBodySchema,
  transcriptMessageSchema,
  transcriptPageSchema,
} from '../contract/moderation.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { messagePage } from '../db/queries/messages.ts';
import { findUser } from '../db/queries/users.ts';
import type { MessageRow } from '../db/schema.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { ADMIN_BODY_LIMIT } from '../http/request-rules.ts';
import { userTopic } from '../live/live-events.ts';
import { replyAsAvatar } from '../moderation/agent-reply.ts';
import { openCaseId } from '../moderation/chat-case.ts';
import { hideMessage } from '../moderation/hide-message.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { openCaseOfChat } from '../moderation/present-case.ts';
import { presentTranscript, recordTranscriptView } from '../moderation/transcript.ts';
import { chatParams, replyParams } from './chat-shared.ts';
import { notifyUser } from '../push/notify.ts';
import { MESSAGE_PAGE_MAX } from '../contract/constants.ts';

const missing = apiError('NOT_FOUND: no such chat (or, for a message, not in this chat).');

/** /api/admin/chats: a chat as the console manages it (any user's, agents only). */
export function adminChatRoutes(deps: ModerationDeps) {
  const { db, images, live } = deps;
  const endpoint = endpoints(deps);
  const overview = endpoint({
    method: 'get',
    path: '/{chatHash}',
    access: 'agent',
    readLimit: 'care',
    summary: 'A chat, whose it is, and its unresolved case',
    request: { params: chatParams },
    responses: { 200: json('The chat', adminChatSchema), 404: missing },
  });
  const transcript = endpoint({
    method: 'get',
    path: '/{chatHash}/messages',
    access: 'agent',
    readLimit: 'care',
    maxItems: MESSAGE_PAGE_MAX,
    summary: 'The transcript, newest first, hidden text and flags included (audited)',
    request: { params: chatParams, query: messagePageQuerySchema },
    responses: { 200: json('Messages, newest first', transcriptPageSchema), 404: missing },
  });
  const hide = endpoint({
    method: 'post',
    path: '/{chatHash}/messages/{id}/hide',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Hide a message from the user (shown as removed by moderation)',
    request: { params: replyParams, body: jsonBody(hideMessageBodySchema) },
    responses: {
      200: json('The message, hidden', transcriptMessageSchema),
      404: missing,
      409: apiError('REPLY_IN_PROGRESS (the reply is still being written) or CASE_CLAIMED.'),
    },
  });
  const reply = endpoint({
    method: 'post',
    path: '/{chatHash}/replies',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Write a reply as the chat’s Angel (free for the user; audited)',
    request: { params: chatParams, body: jsonBody(agentReplyBodySchema) },
    responses: {
      201: json('The reply', transcriptMessageSchema),
      403: apiError(
        "FORBIDDEN: not an agent, or the chat's case is not yours (none open, or unclaimed: claim it first); ACCOUNT_SUSPENDED.",
      ),
      404: missing,
      409: apiError(
        'CASE_CLAIMED: another agent holds the chat’s case (message names them); CHAT_DELETED: the user deleted the chat (it stays readable as evidence).',
      ),
    },
  });

  async function chatOf(c: Context<AuthEnv>) {
    const found = await findChatByHash(db, c.req.param('chatHash') ?? '');
    if (!found) throw notFound('No chat with this address.');
    return found;
  }

  async function presentOne(chatHash: string, row: MessageRow) {
    const [shown] = await presentTranscript(db, chatHash, [row]);
    if (!shown) throw new Error('A message presented as nothing');
    return shown;
  }

  /**
   * After a change the user can see: their open chat and the agents' case screens look again.
   * `messageId`: the one message changed, which may be older than the page the user re-reads.
   */
  function changed(
    chat: { userId: string; chatHash: string },
    caseId: string | null,
    messageId?: string,
  ) {
    const hint = { type: 'chat' as const, chatHash: chat.chatHash };
    live.publish(userTopic(chat.userId), messageId ? { ...hint, messageId } : hint);
    if (caseId) live.publish('agents', { type: 'cases', caseId });
  }

  return apiRouter<AuthEnv>()
    .openapi(overview, async (c) => {
      const { chat, seats } = await chatOf(c);
      const owner = await findUser(db, chat.userId);
      if (!owner) throw notFound('No chat with this address.');
      return c.json(
        {
          chat: presentChat(chat, seats, images),
          user: { id: owner.id, email: owner.email },
          openCase: (await openCaseOfChat(db, chat.id)) ?? null,
          deletedByUser: chat.deletedAt?.toISOString() ?? null,
        },
        200,
      );
    })
    .openapi(transcript, async (c) => {
      const query = c.req.valid('query');
      const before = decodeCursor(query.before);
      const { chat } = await chatOf(c);
      // Everything written, what the user deleted or rewound too (marked): a case's evidence.
      const { rows, more } = await messagePage(db, chat.id, before, query.limit, {
        everything: true,
      });
      // Every page read is a reading (a client may start from any cursor); the log keeps one
      // entry per agent and chat every few minutes.
      await recordTranscriptView(db, c.var.user, chat, await openCaseId(db, chat.id));
      const last = rows.at(-1);
      return c.json(
        {
          items: await presentTranscript(db, chat.chatHash, rows),
          nextCursor: more && last ? encodeCursor(last.seq) : null,
        },
        200,
      );
    })
    .openapi(hide, async (c) => {
      const { chat } = await chatOf(c);
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const outcome = await hideMessage(db, c.var.user, chat, id, reason);
      if (outcome.changed) changed(chat, outcome.caseId, outcome.message.id);
      return c.json(await presentOne(chat.chatHash, outcome.message), 200);
    })
    .openapi(reply, async (c) => {
      const found = await chatOf(c);
      const { message, caseId } = await replyAsAvatar(db, c.var.user, found, c.req.valid('json'));
      changed(found.chat, caseId);
      // The user hears of it like of any reply of the Angel's (no tab in view: a push).
      notifyUser(db, { kind: 'message', messageId: message.id });
      return c.json(await presentOne(found.chat.chatHash, message), 201);
    });
}
