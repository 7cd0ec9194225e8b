import { Hono } from 'hono';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { ownChat, readableChat } from '../chats/access.ts';
import { presentChat, presentMessage } from '../chats/present.ts';
import { toPersona } from '../chats/reply-jobs.ts';
import { createChatBodySchema, type ChatList, type ChatSummary } from '../contract/chats.ts';
import {
  createGroupChat,
  findAvatarsByIds,
  findChatByHash,
  findOrCreateOneChat,
  listChats,
  markChatRead,
} from '../db/queries/chats.ts';
import { openingLines } from '../engines/reply/persona/openings.ts';
import type { AuthEnv } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { parseJsonBody } from '../http/validate.ts';

/** /api/chats: the user's chats, creating one, one chat, marking it read. */
export function chatRoutes(deps: ChatDeps) {
  const { db, images } = deps;
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const rows = await listChats(db, c.var.user.id);
      const items = rows.map(({ chat, seats, last }): ChatSummary => {
        const lastMessage = last ? presentMessage(last, chat.chatHash) : null;
        // Unread: an avatar's words changed after the user last looked at the chat.
        const unread =
          last?.avatarId != null &&
          last.text !== '' &&
          (!chat.lastReadAt || last.updatedAt > chat.lastReadAt);
        return { ...presentChat(chat, seats, images), lastMessage, unread };
      });
      return c.json({ items } satisfies ChatList);
    })
    .post('/', async (c) => {
      const { avatarIds } = await parseJsonBody(c, createChatBodySchema);
      const found = await findAvatarsByIds(db, avatarIds);
      const missing = avatarIds.filter((id) => !found.some((a) => a.id === id));
      if (missing.length) {
        throw notFound(
          `No Angel with id ${missing.join(', ')} exists; pick from the Angels on Discover.`,
        );
      }
      const userId = c.var.user.id;
      const [only] = avatarIds;
      // A new chat opens with the Angel's greeting (a group: each member's hello), free.
      const seated = avatarIds.flatMap((id) => found.filter((a) => a.id === id)).map(toPersona);
      const opening = openingLines(seated).map((text, i) => ({ avatarId: avatarIds[i]!, text }));
      const { chatHash, created } =
        avatarIds.length === 1 && only !== undefined
          ? await findOrCreateOneChat(db, userId, only, opening)
          : { ...(await createGroupChat(db, userId, avatarIds, opening)), created: true };
      const chat = await findChatByHash(db, chatHash);
      if (!chat) throw new Error('A chat just created could not be read');
      return c.json(presentChat(chat.chat, chat.seats, images), created ? 201 : 200);
    })
    .get('/:chatHash', async (c) => {
      const { chat, seats } = await readableChat(c, db);
      return c.json(presentChat(chat, seats, images));
    })
    .post('/:chatHash/read', async (c) => {
      const { chat } = await ownChat(c, db);
      await markChatRead(db, chat.id);
      return c.body(null, 204);
    });
}
