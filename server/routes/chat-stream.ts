import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { followReply } from '../chats/follow-reply.ts';
import { messageOfChat } from '../chats/reply-actions.ts';
import { markChatRead } from '../db/queries/chats.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiRouter, endpoints } from '../http/endpoint.ts';
import { badRequest } from '../http/errors.ts';
import { chatErrors, replyParams } from './chat-shared.ts';

function lastEventId(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw badRequest('Last-Event-ID must be the id of an earlier delta (a whole number).');
  }
  return Number(raw.trim());
}

const STREAM_DESCRIPTION =
  '`event: delta`, data {text}, id = reply length so far; send `Last-Event-ID` to resume ' +
  'after that many characters. `event: done`, data: the final message; the stream ends. ' +
  'A finished reply answers with the missing text and done at once. Comments keep it alive.';

/** GET /api/chats/:chatHash/messages/:id/stream: a reply as Server-Sent Events. */
export function chatStreamRoutes(deps: ChatDeps) {
  const { db, hub, jobs, heartbeatMs = 15_000, maxIdleMs = 300_000 } = deps;
  const stream = endpoints(deps)({
    method: 'get',
    path: '/{chatHash}/messages/{id}/stream',
    access: 'user',
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
    // Nginx and friends buffer responses by default; a stream must pass at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (sse) =>
      followReply(sse, {
        db,
        hub,
        jobs,
        replyId: reply.id,
        chatHash: chat.chatHash,
        from,
        heartbeatMs,
        maxIdleMs,
        pollMs: Math.min(1000, heartbeatMs),
        // The owner watched the reply arrive: the chat is read.
        onDone: async (message) => {
          if (message.avatarId !== null) await markChatRead(db, chat.id);
        },
      }),
    );
  });
}
