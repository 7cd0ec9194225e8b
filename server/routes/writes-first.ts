import { z } from 'zod';
import { ownAccount } from '../account/own-account.ts';
import { ownChat } from '../chats/access.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import {
  dailyCapBodySchema,
  dailyCapSchema,
  PROACTIVE_ERROR_CODES,
  writesFirstBodySchema,
  writesFirstSchema,
} from '../contract/proactive.ts';
import type { Db } from '../db/client.ts';
import { noStore, type AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import {
  readDailyCap,
  readWritesFirst,
  saveDailyCap,
  saveWritesFirst,
} from '../proactive/settings.ts';
import { chatErrors, chatParams } from './chat-shared.ts';

export type WritesFirstDeps = { db: Db; secret: string; now?: () => Date };

const userParams = z.object({ id: z.string() });
const notYours = apiError('NOT_FOUND: not your account.');
const groupRefused = apiError(
  'WRITES_FIRST_ONE_TO_ONE: a group chat; an Angel writes first in its one-to-one chat.',
);

/**
 * Decided for groups: refused. In a group every Angel would write on its own and spend on its
 * own; the user opts in per Angel, in that Angel's one-to-one chat.
 */
function oneToOne(found: ChatWithSeats): ChatWithSeats {
  if (found.chat.type === 'ONE') return found;
  throw new HttpError(409, {
    code: PROACTIVE_ERROR_CODES.oneToOneOnly,
    message: 'Only an Angel in a one-to-one chat can write first.',
  });
}

/**
 * Angels who write first (docs/product-rules.md#angels-who-write-first): a one-to-one chat's
 * setting, /api/chats/{chatHash}/writes-first, and the user's daily cap on what Angels spend on
 * their own, /api/users/{id}/writes-first-cap. Only the chat's or account's owner.
 */
export function writesFirstRoutes(deps: WritesFirstDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const endpoint = endpoints(deps);
  const read = endpoint({
    method: 'get',
    path: '/chats/{chatHash}/writes-first',
    access: 'user',
    readLimit: 'item',
    summary: "Whether this chat's Angel writes first, how often, when, and what it costs",
    request: { params: chatParams },
    responses: {
      200: json('The setting', writesFirstSchema),
      404: chatErrors.missing,
      409: groupRefused,
    },
  });
  const update = endpoint({
    method: 'put',
    path: '/chats/{chatHash}/writes-first',
    access: 'user',
    writeLimit: 'writesFirst',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Let the Angel write first (or not): how many a day, waking hours, time zone',
    request: { params: chatParams, body: jsonBody(writesFirstBodySchema) },
    responses: {
      200: json('The setting as saved', writesFirstSchema),
      400: apiError('BAD_REQUEST: a field is out of range or the time zone is unknown.'),
      404: chatErrors.missing,
      409: groupRefused,
    },
  });
  const readCap = endpoint({
    method: 'get',
    path: '/users/{id}/writes-first-cap',
    access: 'user',
    readLimit: 'item',
    summary: 'The daily cap on tokens Angels spend on their own, and what they spent today',
    request: { params: userParams },
    responses: { 200: json('The cap', dailyCapSchema), 404: notYours },
  });
  const updateCap = endpoint({
    method: 'put',
    path: '/users/{id}/writes-first-cap',
    access: 'user',
    writeLimit: 'writesFirst',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Set the daily cap on tokens Angels spend on their own (0: never)',
    request: { params: userParams, body: jsonBody(dailyCapBodySchema) },
    responses: {
      200: json('The cap as saved', dailyCapSchema),
      400: apiError('BAD_REQUEST: not a whole number from 0 to the maximum.'),
      404: notYours,
    },
  });

  // Private answers: no cache may keep them (only these paths: this router sits at the root).
  const router = apiRouter<AuthEnv>();
  router.use('/chats/:chatHash/writes-first', noStore());
  router.use('/users/:id/writes-first-cap', noStore());
  return router
    .openapi(read, async (c) => {
      const { chat } = oneToOne(await ownChat(c, db));
      return c.json(await readWritesFirst(db, chat, now()), 200);
    })
    .openapi(update, async (c) => {
      const { chat } = oneToOne(await ownChat(c, db));
      await saveWritesFirst(db, chat, c.req.valid('json'), now());
      return c.json(await readWritesFirst(db, chat, now()), 200);
    })
    .openapi(readCap, async (c) => {
      const me = ownAccount(c);
      return c.json(await readDailyCap(db, me.id, now()), 200);
    })
    .openapi(updateCap, async (c) => {
      const me = ownAccount(c);
      await saveDailyCap(db, me.id, c.req.valid('json').dailyCap);
      return c.json(await readDailyCap(db, me.id, now()), 200);
    });
}
