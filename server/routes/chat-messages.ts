import { Hono } from 'hono';
import { ownChat, readableChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { decodeCursor, encodeCursor } from '../chats/cursor.ts';
import { presentMessage } from '../chats/present.ts';
import { sendMessage } from '../chats/send-message.ts';
import {
  messagePageQuerySchema,
  sendMessageBodySchema,
  type MessagePage,
  type SendMessageResult,
} from '../contract/chats.ts';
import { markChatRead } from '../db/queries/chats.ts';
import { messagePage } from '../db/queries/messages.ts';
import type { AuthEnv } from '../http/auth.ts';
import { parseJsonBody, parseOr400 } from '../http/validate.ts';

/** /api/chats/:chatHash/messages: history pages (newest first) and sending. */
export function chatMessageRoutes(deps: ChatDeps) {
  const { db, jobs } = deps;
  return new Hono<AuthEnv>()
    .get('/:chatHash/messages', async (c) => {
      const query = parseOr400(messagePageQuerySchema, c.req.query());
      const before = decodeCursor(query.before);
      const { chat, own } = await readableChat(c, db);
      const { rows, more } = await messagePage(db, chat.id, before, query.limit);
      // The owner opening the newest page has seen the chat; an agent looking does not count.
      if (own && before === null) await markChatRead(db, chat.id);
      const last = rows.at(-1);
      const page: MessagePage = {
        items: rows.map((row) => presentMessage(row, chat.chatHash)),
        nextCursor: more && last ? encodeCursor(last.seq) : null,
      };
      return c.json(page);
    })
    .post('/:chatHash/messages', async (c) => {
      const chat = await ownChat(c, db);
      const body = await parseJsonBody(c, sendMessageBodySchema);
      const outcome = await sendMessage(db, chat, body);
      // Also on a repeat: after a restart its open replies may wait for a job (idempotent).
      if (outcome.replies.some((r) => r.status === 'QUEUED' || r.status === 'STREAMING')) {
        jobs.kick(chat.chat.id);
      }
      const hash = chat.chat.chatHash;
      const result: SendMessageResult = {
        message: presentMessage(outcome.message, hash),
        replies: outcome.replies.map((row) => presentMessage(row, hash)),
        balance: outcome.balance,
      };
      return c.json(result, outcome.created ? 201 : 200);
    });
}
