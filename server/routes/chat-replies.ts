import { Hono, type Context } from 'hono';
import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { presentMessage } from '../chats/present.ts';
import { regenerateReply, stopReply } from '../chats/reply-actions.ts';
import type { ReplyResult } from '../contract/chats.ts';
import { userBalance } from '../db/queries/messages.ts';
import type { AuthEnv } from '../http/auth.ts';

/** Stop and regenerate: the owner's controls over a reply. */
export function chatReplyRoutes(deps: ChatDeps) {
  const { db, jobs, hub } = deps;
  /** id null: the chat's last reply (POST /:chatHash/regenerate). */
  async function regenerate(c: Context<AuthEnv>, id: string | null) {
    const chat = await ownChat(c, db);
    const { reply, balance } = await regenerateReply(db, jobs, chat, id);
    const result: ReplyResult = { reply: presentMessage(reply, chat.chat.chatHash), balance };
    return c.json(result);
  }
  return new Hono<AuthEnv>()
    .post('/:chatHash/messages/:id/stop', async (c) => {
      const chat = await ownChat(c, db);
      const reply = await stopReply(db, jobs, hub, chat, c.req.param('id'));
      const result: ReplyResult = {
        reply: presentMessage(reply, chat.chat.chatHash),
        balance: await userBalance(db, chat.chat.userId),
      };
      return c.json(result);
    })
    .post('/:chatHash/messages/:id/regenerate', (c) => regenerate(c, c.req.param('id')))
    .post('/:chatHash/regenerate', (c) => regenerate(c, null));
}
