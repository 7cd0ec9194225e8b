import {
  createAngelBodySchema,
  deletedAngelSchema,
  myAngelListSchema,
  myAngelSchema,
  updateAngelBodySchema,
} from '../contract/angels.ts';
import { ANGEL_CREATION_COST, ANGELS_PER_USER_MAX } from '../contract/constants.ts';
import { admitBeforeReading } from '../angels/admission.ts';
import { createAngel } from '../angels/create-angel.ts';
import { deleteAngel, type ReplyStopper } from '../angels/delete-angel.ts';
import { editAngel } from '../angels/edit-angel.ts';
import { angelFromDraft } from '../angels/from-draft.ts';
import { presentMyAngel, toSummary } from '../angels/present.ts';
import { findOwnAngel, listOwnAngelSummaries } from '../angels/queries.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { avatarIdParams } from '../http/params.ts';
import { KB } from '../http/request-rules.ts';
import { contentBlockedResponse } from '../moderation/filter-actions.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

/** Four texts of up to 8,000 characters, each up to 6 bytes escaped, and the choices. */
export const ANGEL_BODY_LIMIT = 200 * KB;

const notYours = () => notFound('No Angel with this id, or it is not yours.');
const noSuchAngel = apiError('NOT_FOUND: no Angel with this id, or it is not yours.');
const blocked = contentBlockedResponse;

/** The app's reply jobs: deleting an Angel stops the replies being written in its chats. */
export type MyAngelDeps = ModerationDeps & { jobs: ReplyStopper };

/** /api/my-angels: the user's own Angels, private to them. */
export function myAngelRoutes(deps: MyAngelDeps) {
  const { db, images, jobs } = deps;
  const endpoint = endpoints(deps);
  const list = endpoint({
    method: 'get',
    path: '/',
    access: 'user',
    readLimit: 'list',
    maxItems: ANGELS_PER_USER_MAX,
    summary: 'Your own Angels, the last edited first',
    responses: { 200: json('Your Angels', myAngelListSchema) },
  });
  const create = endpoint({
    method: 'post',
    path: '/',
    access: 'user',
    writeLimit: 'angelCreate',
    bodyLimit: ANGEL_BODY_LIMIT,
    idempotent: true,
    admit: (user, requestId) => admitBeforeReading(db, user.id, requestId),
    summary: `Create an Angel from the creator's draft (costs ${ANGEL_CREATION_COST} tokens)`,
    request: { body: jsonBody(createAngelBodySchema) },
    responses: {
      200: json('Created before by the same requestId', myAngelSchema),
      201: json('Created', myAngelSchema),
      400: apiError(
        "BAD_REQUEST: a field (`issues` names it), or an Idempotency-Key that is not the body's requestId.",
      ),
      402: apiError(
        'INSUFFICIENT_TOKENS: the message gives the cost and the balance; refused before the body is read unless the Idempotency-Key names a creation this account already made.',
      ),
      404: apiError('NOT_FOUND: the Angel this requestId created has been deleted since.'),
      409: apiError(`TOO_MANY_ANGELS: an account keeps at most ${ANGELS_PER_USER_MAX}.`),
      422: apiError('CONTENT_BLOCKED: meta.field names the field the filter refused.'),
      503: apiError('TIMEOUT: the same request is still creating this Angel; try again.'),
    },
  });
  const one = endpoint({
    method: 'get',
    path: '/{id}',
    access: 'user',
    readLimit: 'item',
    summary: 'One of your Angels, with what Edit and the card export need',
    request: { params: avatarIdParams },
    responses: { 200: json('The Angel', myAngelSchema), 404: noSuchAngel },
  });
  const update = endpoint({
    method: 'put',
    path: '/{id}',
    access: 'user',
    writeLimit: 'angelEdit',
    bodyLimit: ANGEL_BODY_LIMIT,
    summary: 'Edit one of your Angels (free; the portrait is redrawn)',
    request: { params: avatarIdParams, body: jsonBody(updateAngelBodySchema) },
    responses: { 200: json('The Angel', myAngelSchema), 404: noSuchAngel, 422: blocked },
  });
  const remove = endpoint({
    method: 'delete',
    path: '/{id}',
    access: 'user',
    writeLimit: 'angelEdit',
    summary: 'Delete one of your Angels and every chat of yours it is in',
    request: { params: avatarIdParams },
    responses: {
      200: json('What went with it', deletedAngelSchema),
      404: noSuchAngel,
      409: apiError('ANGEL_UNDER_REVIEW: a chat of this Angel has an open moderation case.'),
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const rows = await listOwnAngelSummaries(db, c.var.user.id);
      return c.json({ items: rows.map((row) => toSummary(row, images)) }, 200);
    })
    .openapi(create, async (c) => {
      const { requestId, draft } = c.req.valid('json');
      const { row, created } = await createAngel(deps, {
        userId: c.var.user.id,
        requestId,
        angel: angelFromDraft(draft),
      });
      const angel = presentMyAngel(row, images);
      return created ? c.json(angel, 201) : c.json(angel, 200);
    })
    .openapi(one, async (c) => {
      const row = await findOwnAngel(db, c.req.valid('param').id, c.var.user.id);
      if (!row) throw notYours();
      return c.json(presentMyAngel(row, images), 200);
    })
    .openapi(update, async (c) => {
      const row = await findOwnAngel(db, c.req.valid('param').id, c.var.user.id);
      if (!row) throw notYours();
      const updated = await editAngel(deps, row, c.req.valid('json').draft);
      if (!updated) throw notYours();
      return c.json(presentMyAngel(updated, images), 200);
    })
    .openapi(remove, async (c) => {
      const deleted = await deleteAngel(db, jobs, c.req.valid('param').id, c.var.user.id);
      if (!deleted) throw notYours();
      return c.json(deleted, 200);
    });
}
