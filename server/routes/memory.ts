import { z } from 'zod';
import {
  addFactBodySchema,
  editFactBodySchema,
  factPageSchema,
  factSchema,
  forgetResultSchema,
  MEMORY_LIMITS,
  memoryMarksQuerySchema,
  memoryMarksSchema,
} from '../contract/memory.ts';
import type { Db } from '../db/client.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { positiveIdParam } from '../http/params.ts';
import { checkText } from '../moderation/content-filter.ts';
import { contentBlockedResponse, refuseBlocked } from '../moderation/filter-actions.ts';
import { addFact, deleteFact, editFact, forgetAll, listFacts } from '../memory/facts.ts';
import { memoryMarks } from '../memory/marks.ts';
import { pageQuerySchema } from '../contract/paging.ts';

const angelParams = z.object({ avatarId: positiveIdParam('avatarId') });
const factParams = angelParams.extend({ factId: positiveIdParam('factId') });
const pageQuery = pageQuerySchema(MEMORY_LIMITS.pageSize, { maxSize: MEMORY_LIMITS.pageMax });
const missing = apiError('NOT_FOUND: no such Angel (or not visible to you), or no such memory.');
const full = apiError('MEMORY_FULL, FACT_ID_TAKEN or FACT_EXISTS: `message` says which.');
const BODY_LIMIT = 4 * 1024;

/**
 * A fact the user writes reaches the reply engine and the model's prompt like a message does:
 * what the filter refuses in a message is refused here too (422 CONTENT_BLOCKED), nothing stored.
 */
const refuseBlockedFact = (text: string | undefined) => {
  if (text) refuseBlocked(checkText(text), 'This memory was not saved');
};

/**
 * /api/memory: what each Angel remembers about the signed-in user, theirs alone to read,
 * correct and erase (server/memory). Nobody else, agents included, reads it here.
 */
export function memoryRoutes(deps: { db: Db; secret: string }) {
  const { db } = deps;
  const endpoint = endpoints(deps);
  const list = endpoint({
    method: 'get',
    path: '/{avatarId}',
    access: 'user',
    readLimit: 'list',
    summary: 'What this Angel remembers about you: pinned first, then newest first, paged',
    maxItems: MEMORY_LIMITS.pageMax,
    request: { params: angelParams, query: pageQuery },
    responses: { 200: json('A page of memories', factPageSchema), 404: missing },
  });
  const add = endpoint({
    method: 'post',
    writeLimit: 'memory',
    path: '/{avatarId}/facts',
    access: 'user',
    bodyLimit: BODY_LIMIT,
    summary: 'Tell the Angel something to remember; `id` (a uuid) makes a repeat harmless',
    request: { params: angelParams, body: jsonBody(addFactBodySchema) },
    responses: {
      201: json('The memory, added', factSchema),
      200: json('The memory this id (or this text) already added', factSchema),
      404: missing,
      409: full,
      422: contentBlockedResponse,
    },
  });
  const edit = endpoint({
    method: 'patch',
    writeLimit: 'memory',
    path: '/{avatarId}/facts/{factId}',
    access: 'user',
    bodyLimit: BODY_LIMIT,
    summary: 'Correct, re-file, pin or unpin a memory',
    request: { params: factParams, body: jsonBody(editFactBodySchema) },
    responses: {
      200: json('The memory as it is now', factSchema),
      404: missing,
      409: full,
      422: contentBlockedResponse,
    },
  });
  const remove = endpoint({
    method: 'delete',
    writeLimit: 'memory',
    path: '/{avatarId}/facts/{factId}',
    access: 'user',
    summary: 'Forget one memory: gone from every later reply and from the story so far',
    request: { params: factParams },
    responses: { 204: { description: 'Forgotten (or already gone)' } },
  });
  const forget = endpoint({
    method: 'delete',
    writeLimit: 'memory',
    path: '/{avatarId}',
    access: 'user',
    summary: 'Forget everything this Angel remembers about you',
    request: { params: angelParams },
    responses: { 200: json('How many memories were forgotten', forgetResultSchema), 404: missing },
  });
  const marks = endpoint({
    method: 'get',
    path: '/chats/{chatHash}/marks',
    access: 'user',
    readLimit: 'list',
    summary: "Which memories the chat's latest replies drew on (the mark under a reply)",
    request: { params: z.object({ chatHash: z.string() }), query: memoryMarksQuerySchema },
    responses: { 200: json('Replies and their memories', memoryMarksSchema), 404: missing },
  });
  const owner = (userId: string, avatarId: number) => ({ userId, avatarId });
  return apiRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const { avatarId } = c.req.valid('param');
      const { page, pageSize } = c.req.valid('query');
      return c.json(await listFacts(db, owner(c.var.user.id, avatarId), page, pageSize), 200);
    })
    .openapi(add, async (c) => {
      const { avatarId } = c.req.valid('param');
      const body = c.req.valid('json');
      refuseBlockedFact(body.text);
      const { fact, created } = await addFact(db, owner(c.var.user.id, avatarId), body);
      return created ? c.json(fact, 201) : c.json(fact, 200);
    })
    .openapi(edit, async (c) => {
      const { avatarId, factId } = c.req.valid('param');
      const body = c.req.valid('json');
      refuseBlockedFact(body.text);
      return c.json(await editFact(db, owner(c.var.user.id, avatarId), factId, body), 200);
    })
    .openapi(remove, async (c) => {
      const { avatarId, factId } = c.req.valid('param');
      await deleteFact(db, owner(c.var.user.id, avatarId), factId);
      return c.body(null, 204);
    })
    .openapi(forget, async (c) => {
      const { avatarId } = c.req.valid('param');
      const forgotten = await forgetAll(db, owner(c.var.user.id, avatarId));
      return c.json({ forgotten }, 200);
    })
    .openapi(marks, async (c) => {
      const { chatHash } = c.req.valid('param');
      const { reply } = c.req.valid('query');
      return c.json(await memoryMarks(db, c.var.user.id, chatHash, reply), 200);
    });
}
