import { addGreetingVersions, alternateGreetings } from '../chats/greeting-versions.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { ownChat } from '../chats/access.ts';
import { presentChat, presentMessage } from '../chats/present.ts';
import { toPersona } from '../chats/persona.ts';
import { MAX_PAGE_SIZE, pageOf } from '../contract/paging.ts';
import {
  chatListQuerySchema,
  chatListSchema,
  chatSchema,
  createChatBodySchema,
  type ChatSummary,
} from '../contract/chats.ts';
import {
  countChats,
  createGroupChat,
  findAvatarsByIds,
  findChatByHash,
  findOrCreateOneChat,
  hasOneChat,
  listChats,
  markChatRead,
} from '../db/queries/chats.ts';
import { withNames } from '../engines/reply/persona/card-names.ts';
import { openingLines } from '../engines/reply/persona/openings.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { assertQuota, quotaReachedResponse } from '../http/quotas.ts';
import { QUOTAS } from '../contract/quotas.ts';
import { CHAT_BODY_LIMIT } from '../http/request-rules.ts';
import { chatErrors, chatParams } from './chat-shared.ts';

/** /api/chats: the user's chats, creating one, one chat, marking it read. */
export function chatRoutes(deps: ChatDeps) {
  const { db, images } = deps;
  const endpoint = endpoints(deps);
  const list = endpoint({
    method: 'get',
    path: '/',
    access: 'user',
    readLimit: 'list',
    maxItems: MAX_PAGE_SIZE,
    summary: 'A page of your chats, newest activity first, with the last message and unread state',
    request: { query: chatListQuerySchema },
    responses: { 200: json('The page of chats', chatListSchema) },
  });
  const create = endpoint({
    method: 'post',
    path: '/',
    access: 'user',
    writeLimit: 'chatCreate',
    bodyLimit: CHAT_BODY_LIMIT,
    summary: 'One avatar: find or create the one-to-one chat. Two to four: a new group',
    request: { body: jsonBody(createChatBodySchema) },
    responses: {
      200: json('The existing one-to-one chat', chatSchema),
      201: json('The new chat', chatSchema),
      404: apiError('NOT_FOUND: an avatar id that does not exist.'),
      409: quotaReachedResponse,
    },
  });
  const one = endpoint({
    method: 'get',
    path: '/{chatHash}',
    access: 'user',
    readLimit: 'item',
    summary: 'One chat (its owner, or an agent)',
    request: { params: chatParams },
    responses: { 200: json('The chat', chatSchema), 404: chatErrors.missing },
  });
  const read = endpoint({
    method: 'post',
    path: '/{chatHash}/read',
    access: 'user',
    writeLimit: 'chatRead',
    summary: 'Mark the chat read (also done by reading its newest page)',
    request: { params: chatParams },
    responses: {
      204: { description: 'Read' },
      404: chatErrors.missing,
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await listChats(db, c.var.user.id, q);
      const items = rows.map(({ chat, seats, last }): ChatSummary => {
        const lastMessage = last ? presentMessage(last, chat.chatHash) : null;
        // Unread: an avatar's words changed after the user last looked at the chat.
        const unread =
          last?.avatarId != null &&
          last.text !== '' &&
          last.hiddenAt === null &&
          (!chat.lastReadAt || last.updatedAt > chat.lastReadAt);
        return { ...presentChat(chat, seats, images), lastMessage, unread };
      });
      return c.json(pageOf(items, total, q), 200);
    })
    .openapi(create, async (c) => {
      const { avatarIds } = c.req.valid('json');
      const userId = c.var.user.id;
      const found = await findAvatarsByIds(db, avatarIds, userId);
      const missing = avatarIds.filter((id) => !found.some((a) => a.id === id));
      if (missing.length) {
        throw notFound(
          `No Angel with id ${missing.join(', ')} exists; pick from Discover or My Angels.`,
        );
      }
      const [only] = avatarIds;
      // At the quota, a new chat is refused; the one-to-one chat the user has still opens.
      const reopening = avatarIds.length === 1 && only !== undefined;
      if (!reopening || !(await hasOneChat(db, userId, only))) {
        assertQuota(
          'chats',
          await countChats(db, userId),
          `You have ${QUOTAS.chats} chats, the most one account can keep. Continue one of them.`,
        );
      }
      // A new chat opens with the Angel's greeting (a group: each member's hello), free.
      // A card's {{user}} in the greeting is the user's name (their avatar's), known now.
      const seated = avatarIds
        .flatMap((id) => found.filter((a) => a.id === id))
        .map((row) => withNames(toPersona(row), c.var.user.avatarName));
      const opening = openingLines(seated).map((text, i) => ({ avatarId: avatarIds[i]!, text }));
      const { chatHash, created } =
        avatarIds.length === 1 && only !== undefined
          ? await findOrCreateOneChat(db, userId, only, opening)
          : { ...(await createGroupChat(db, userId, avatarIds, opening)), created: true };
      // A card's alternate greetings: versions of the greeting, to flip through.
      if (created && only !== undefined && avatarIds.length === 1 && found[0]) {
        await addGreetingVersions(
          db,
          chatHash,
          alternateGreetings(found[0], c.var.user.avatarName),
        );
      }
      const chat = await findChatByHash(db, chatHash);
      if (!chat) throw new Error('A chat just created could not be read');
      const body = presentChat(chat.chat, chat.seats, images);
      return created ? c.json(body, 201) : c.json(body, 200);
    })
    .openapi(one, async (c) => {
      const { chat, seats } = await ownChat(c, db);
      return c.json(presentChat(chat, seats, images), 200);
    })
    .openapi(read, async (c) => {
      const { chat } = await ownChat(c, db);
      await markChatRead(db, chat.id);
      return c.body(null, 204);
    });
}
