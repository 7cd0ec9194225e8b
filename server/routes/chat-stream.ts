import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { z } from 'zod';
import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { followReply } from '../chats/follow-reply.ts';
import { messageOfChat } from '../chats/reply-actions.ts';
import { markChatRead } from '../db/queries/chats.ts';
import type { ChatRow, MessageRow } from '../db/schema.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiRouter, endpoints } from '../http/endpoint.ts';
import { badRequest } from '../http/errors.ts';
import { chatErrors, replyParams } from './chat-shared.ts';
import { countStream } from '../observability/metrics.ts';

function lastEventId(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw badRequest('Last-Event-ID must be the id of an earlier delta (a whole number).');
  }
  return Number(raw.trim());
}

export const STREAM_DESCRIPTION =
  '`event: delta`, data {text}, id = reply length so far; send `Last-Event-ID` to resume ' +
  'after that many characters. `event: done`, data: the final message; the stream ends. ' +
  'A finished reply answers with the missing text and done at once. Comments keep it alive.';

type ReplyStream = {
  chat: ChatRow;
  /** The reply to follow; none: the stream ends after `opening`. */
  replyId: string | undefined;
  /** Characters the client already has (Last-Event-ID). */
  from: number;
  /** Written before the reply's events (the send's own result). */
  opening?: (sse: SSEStreamingApi) => Promise<void>;
  /** The reply as the request just stored it: no need to read it back. */
  stored?: MessageRow;
  status?: 200 | 201;
};

/** Answers with a reply's events (delta…, done) as Server-Sent Events. */
export function streamReply(c: Context<AuthEnv>, deps: ChatDeps, stream: ReplyStream): Response {
  const { db, hub, jobs, heartbeatMs = 15_000, maxIdleMs = 300_000 } = deps;
  const { chat, replyId, from, opening } = stream;
  // Nginx and friends buffer responses by default; a stream must pass at once.
  c.header('X-Accel-Buffering', 'no');
  if (stream.status) c.status(stream.status);
  return streamSSE(c, async (sse) => {
    if (replyId === undefined) return opening?.(sse);
    // Subscribes before its first await: the job the send just started cannot write before.
    await countStream('reply', () =>
      followReply(sse, {
        db,
        hub,
        jobs,
        replyId,
        chatHash: chat.chatHash,
        from,
        heartbeatMs,
        maxIdleMs,
        pollMs: Math.min(1000, heartbeatMs),
        opening: opening && (() => opening(sse)),
        stored: stream.stored,
        // The owner watched the reply arrive: the chat is read.
        onDone: async (message) => {
          if (message.avatarId !== null) await markChatRead(db, chat.id);
        },
      }),
    );
  });
}

/** GET /api/chats/:chatHash/messages/:id/stream: a reply as Server-Sent Events. */
export function chatStreamRoutes(deps: ChatDeps) {
  const { db } = deps;
  const stream = endpoints(deps)({
    method: 'get',
    path: '/{chatHash}/messages/{id}/stream',
    access: 'user',
    readLimit: 'stream',
    summary: 'Follow a reply as Server-Sent Events (delta, then done)',
    description: STREAM_DESCRIPTION,
    request: {
      params: replyParams,
      // Read by hand below: a bad value is a 400 with its own message.
      headers: z.object({ 'last-event-id': z.string().optional() }),
    },
    responses: {
      200: {
        description: 'The event stream',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      404: chatErrors.missing,
    },
  });
  return apiRouter<AuthEnv>().openapi(stream, async (c) => {
    const { chat } = await ownChat(c, db);
    const reply = await messageOfChat(db, chat.id, c.req.valid('param').id);
    const from = lastEventId(c.req.header('Last-Event-ID'));
    return streamReply(c, deps, { chat, replyId: reply.id, from });
  });
}
