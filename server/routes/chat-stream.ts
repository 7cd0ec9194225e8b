import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { readableChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { followReply } from '../chats/follow-reply.ts';
import { messageOfChat } from '../chats/reply-actions.ts';
import { markChatRead } from '../db/queries/chats.ts';
import type { AuthEnv } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';

function lastEventId(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw badRequest('Last-Event-ID must be the id of an earlier delta (a whole number).');
  }
  return Number(raw.trim());
}

/** GET /api/chats/:chatHash/messages/:id/stream: a reply as Server-Sent Events. */
export function chatStreamRoutes(deps: ChatDeps) {
  const { db, hub, jobs, heartbeatMs = 15_000, maxIdleMs = 300_000 } = deps;
  return new Hono<AuthEnv>().get('/:chatHash/messages/:id/stream', async (c) => {
    const { chat, own } = await readableChat(c, db);
    const reply = await messageOfChat(db, chat.id, c.req.param('id'));
    const from = lastEventId(c.req.header('Last-Event-ID'));
    // Nginx and friends buffer responses by default; a stream must pass at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) =>
      followReply(stream, {
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
          if (own && message.avatarId !== null) await markChatRead(db, chat.id);
        },
      }),
    );
  });
}
