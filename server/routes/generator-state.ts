import { eq, sql } from 'drizzle-orm';
import { ownAccount } from '../account/own-account.ts';
import {
  generatorStateResponseSchema,
  generatorStateSchema,
  type GeneratorState,
} from '../contract/angels.ts';
import { GENERATOR_STATE_MAX_BYTES } from '../contract/constants.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { generatorStates } from '../db/schema.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { userParams } from '../http/params.ts';
import { KB } from '../http/request-rules.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

const notYours = apiError('NOT_FOUND: not your account.');

function tooLargeDraft(bytes: number): HttpError {
  const kb = (n: number) => `${Math.ceil(n / KB)} KB`;
  return new HttpError(413, {
    code: ERROR_CODES.payloadTooLarge,
    message: `The creator's draft is ${kb(bytes)}; drafts up to ${kb(GENERATOR_STATE_MAX_BYTES)} are kept.`,
  });
}

/**
 * /api/users/{id}/generator-state: the Angel creator's draft, kept on the server so it follows
 * its owner to another device. Its shape is the creator's business; only its size is ours.
 */
export function generatorStateRoutes(deps: ModerationDeps) {
  const { db } = deps;
  const endpoint = endpoints(deps);
  const path = '/{id}/generator-state';
  const get = endpoint({
    method: 'get',
    path,
    access: 'user',
    readLimit: 'item',
    summary: "The Angel creator's saved draft (null when none)",
    request: { params: userParams },
    responses: { 200: json('The draft', generatorStateResponseSchema), 404: notYours },
  });
  const put = endpoint({
    method: 'put',
    path,
    access: 'user',
    writeLimit: 'account',
    // The draft's own limit, plus room for savedAt and the JSON around it.
    bodyLimit: GENERATOR_STATE_MAX_BYTES + KB,
    summary: "Save the Angel creator's draft (the newer savedAt wins on the devices)",
    request: { params: userParams, body: jsonBody(generatorStateSchema) },
    responses: {
      200: json('The saved draft', generatorStateResponseSchema),
      404: notYours,
      413: apiError(`PAYLOAD_TOO_LARGE: drafts up to ${GENERATOR_STATE_MAX_BYTES} bytes.`),
    },
  });
  const remove = endpoint({
    method: 'delete',
    path,
    access: 'user',
    writeLimit: 'account',
    summary: "Forget the Angel creator's draft (after a successful Create)",
    request: { params: userParams },
    responses: { 204: { description: 'Forgotten' }, 404: notYours },
  });
  return apiRouter<AuthEnv>()
    .openapi(get, async (c) => {
      const me = ownAccount(c);
      const [row] = await db
        .select()
        .from(generatorStates)
        .where(eq(generatorStates.userId, me.id))
        .limit(1);
      const state: GeneratorState | null = row
        ? { draft: row.draft, savedAt: row.savedAt.toISOString() }
        : null;
      return c.json({ state }, 200);
    })
    .openapi(put, async (c) => {
      const me = ownAccount(c);
      const { draft, savedAt } = c.req.valid('json');
      const bytes = Buffer.byteLength(JSON.stringify(draft));
      if (bytes > GENERATOR_STATE_MAX_BYTES) throw tooLargeDraft(bytes);
      const values = { draft, savedAt: new Date(savedAt), updatedAt: sql`now()` };
      await db
        .insert(generatorStates)
        .values({ userId: me.id, ...values })
        .onConflictDoUpdate({ target: generatorStates.userId, set: values });
      return c.json({ state: { draft, savedAt: new Date(savedAt).toISOString() } }, 200);
    })
    .openapi(remove, async (c) => {
      const me = ownAccount(c);
      await db.delete(generatorStates).where(eq(generatorStates.userId, me.id));
      return c.body(null, 204);
    });
}
