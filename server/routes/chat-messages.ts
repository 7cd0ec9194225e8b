import { ownChat } from '../chats/access.ts';
import { keptVersions, presentSteered } from '../chats/alternatives.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { historyRevision } from '../chats/history-revision.ts';
import { decodeCursor, encodeCursor } from '../chats/cursor.ts';
import { presentMessage } from '../chats/present.ts';
import { ratingsOf } from '../chats/ratings.ts';
import { sendMessage } from '../chats/send-message.ts';
import { z } from 'zod';
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
import { reportedBy } from '../moderation/reported-messages.ts';
import {
  checkMessage,
  contentBlockedResponse,
  flagSentMessage,
  refuseBlocked,
} from '../moderation/filter-actions.ts';
import { chatErrors, chatParams } from './chat-shared.ts';
import { STREAM_DESCRIPTION, streamReply } from './chat-stream.ts';
import { MESSAGE_PAGE_MAX } from '../contract/constants.ts';

/**
 * Asked with `Accept: text/event-stream`, a send answers as a stream: its result first, then
 * the first reply's events, so the reply's first words need no second request.
 */
const SEND_STREAM_DESCRIPTION =
  '`event: sent`, data: the result (message, replies, balance); then the events of the first ' +
  `reply, as GET …/messages/{id}/stream sends them: ${STREAM_DESCRIPTION} Follow the other ` +
  'replies (and resume a cut stream, with Last-Event-ID) through that endpoint.';

/** `text/event-stream` among the accepted types, and not refused with `q=0`. */
export function wantsStream(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/event-stream') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The JSON answer, or the same result as the stream's first event. */
const sendAnswer = (description: string) => ({
  description,
  content: {
    'application/json': { schema: sendMessageResultSchema },
    'text/event-stream': { schema: z.string().describe(SEND_STREAM_DESCRIPTION) },
  },
});

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
    readLimit: 'list',
    maxItems: MESSAGE_PAGE_MAX,
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
    writeLimit: 'chatMessage',
    bodyLimit: CHAT_BODY_LIMIT,
    summary: 'Send a message (idempotent by its id) and start the replies',
    description:
      'With `Accept: text/event-stream` the answer streams: the result, then the first ' +
      "reply's text as it is written.",
    request: { params: chatParams, body: jsonBody(sendMessageBodySchema) },
    responses: {
      200: sendAnswer('A repeat of an earlier send: its message and replies'),
      201: sendAnswer('Sent; the replies are being written'),
      402: chatErrors.noTokens,
      404: chatErrors.missing,
      409: apiError('MESSAGE_ID_TAKEN: the id belongs to another message.'),
      422: contentBlockedResponse,
    },
  });
  // A send goes before background work from its first step (chats/reply-first.ts): its login
  // and limit checks included, so this runs ahead of the route's own middleware.
  const router = apiRouter<AuthEnv>();
  router.use('/:chatHash/messages', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const done = jobs.foreground.begin();
    try {
      await next();
    } finally {
      done();
    }
  });
  return router
    .openapi(page, async (c) => {
      const query = c.req.valid('query');
      const before = decodeCursor(query.before);
      const { chat } = await ownChat(c, db);
      // Read before the rows: a change in between makes the count older than the rows, never
      // newer, so a client that holds it reads the history again rather than missing a change.
      const revision = await historyRevision(db, chat.id);
      const { rows, more } = await messagePage(db, chat.id, before, query.limit);
      // Opening the newest page is seeing the chat.
      if (before === null) await markChatRead(db, chat.id);
      const last = rows.at(-1);
      const reported = await reportedBy(
        db,
        c.var.user.id,
        rows.map((row) => row.id),
      );
      const ratings = await ratingsOf(db, rows);
      // With each reply's versions and edit mark (chats/alternatives.ts).
      const kept = await keptVersions(db, rows);
      const result: MessagePage = {
        items: rows.map((row) => {
          const message = presentSteered(row, kept.get(row.id), chat.chatHash);
          const rating = ratings.get(row.id);
          const marked = rating ? { ...message, rating } : message;
          return reported.has(row.id) ? { ...marked, reported: true as const } : marked;
        }),
        nextCursor: more && last ? encodeCursor(last.seq) : null,
        revision,
      };
      return c.json(result, 200);
    })
    .openapi(send, async (c) => {
      const chat = await ownChat(c, db);
      const body = c.req.valid('json');
      const verdict = checkMessage(body.text, chat);
      refuseBlocked(verdict, 'This message was not sent');
      const outcome = await sendMessage(db, chat, body, jobs.lease());
      // Also on a repeat: after a restart its open replies may wait for a job (idempotent).
      // Before anything else can fail: the send is stored, its replies must be written. (A
      // streamed answer that subscribes after the job's first words catches up from the job.)
      if (outcome.replies.some((r) => r.status === 'QUEUED' || r.status === 'STREAMING')) {
        jobs.kick(chat.chat.id, outcome.writeNow);
      }
      await flagSentMessage(deps, chat, outcome, verdict);
      const hash = chat.chat.chatHash;
      const result: SendMessageResult = {
        message: presentMessage(outcome.message, hash),
        replies: outcome.replies.map((row) => presentMessage(row, hash)),
        balance: outcome.balance,
      };
      if (wantsStream(c.req.header('Accept'))) {
        return streamReply(c, deps, {
          chat: chat.chat,
          replyId: result.replies[0]?.id,
          from: 0,
          status: outcome.created ? 201 : 200,
          stored: outcome.created ? outcome.replies[0] : undefined,
          opening: (sse) => sse.writeSSE({ event: 'sent', data: JSON.stringify(result) }),
        });
      }
      return outcome.created ? c.json(result, 201) : c.json(result, 200);
    });
}
