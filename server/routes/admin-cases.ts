import type { Context } from 'hono';
import { z } from 'zod';
import {
  caseDetailSchema,
  caseListQuerySchema,
  caseListSchema,
  resolveCaseBodySchema,
} from '../contract/moderation.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ADMIN_BODY_LIMIT } from '../http/request-rules.ts';
import { claimCase, releaseCase, resolveCase } from '../moderation/case-claims.ts';
import { noSuchCase } from '../moderation/case-errors.ts';
import { listCases } from '../moderation/case-queue.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { caseDetail } from '../moderation/present-case.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/constants.ts';

const caseParams = z.object({ id: z.string().describe('The case (a uuid)') });
const missing = apiError('NOT_FOUND: no case with this id.');
const taken = apiError(
  'CASE_CLAIMED: another agent holds it (the message names them; meta {assigneeId, ' +
    'assigneeEmail}); CASE_RESOLVED: the case is closed.',
);
const theCase = json('The case', caseDetailSchema);

/** /api/admin/cases: the agents' queue and the claim on each case. */
export function adminCaseRoutes(deps: ModerationDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const action = (path: string, summary: string) =>
    endpoint({
      method: 'post',
      path,
      access: 'agent',
      writeLimit: 'agent',
      summary,
      request: { params: caseParams },
      responses: { 200: theCase, 404: missing, 409: taken },
    });
  const list = endpoint({
    method: 'get',
    path: '/',
    access: 'agent',
    readLimit: 'care',
    maxItems: DEFAULT_PAGE_SIZE,
    summary: 'The queue: unresolved cases worst and oldest first, or resolved ones newest first',
    request: { query: caseListQuerySchema },
    responses: { 200: json('A page of cases', caseListSchema) },
  });
  const detail = endpoint({
    method: 'get',
    path: '/{id}',
    access: 'agent',
    readLimit: 'care',
    summary: 'A case with its flags',
    request: { params: caseParams },
    responses: { 200: theCase, 404: missing },
  });
  const claim = action('/{id}/claim', 'Take a case (409 naming the holder if taken already)');
  const release = action('/{id}/release', 'Give a case you hold back to the queue');
  const resolve = endpoint({
    method: 'post',
    path: '/{id}/resolve',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Resolve a case you hold (an unclaimed one is claimed by resolving it)',
    request: { params: caseParams, body: jsonBody(resolveCaseBodySchema) },
    responses: { 200: theCase, 404: missing, 409: taken },
  });

  /** The case as it is now; with `changed`, the agents' queues hear of it first. */
  async function answer(c: Context<AuthEnv>, id: string, changed: boolean) {
    if (changed) live.publish('agents', { type: 'cases', caseId: id });
    const found = await caseDetail(db, id);
    if (!found) throw noSuchCase();
    return c.json(found, 200);
  }

  return apiRouter<AuthEnv>()
    .openapi(list, async (c) =>
      c.json(await listCases(db, c.var.user.id, c.req.valid('query')), 200),
    )
    .openapi(detail, async (c) => answer(c, c.req.valid('param').id, false))
    .openapi(claim, async (c) => {
      const { id } = c.req.valid('param');
      return answer(c, id, await claimCase(db, c.var.user, id));
    })
    .openapi(release, async (c) => {
      const { id } = c.req.valid('param');
      return answer(c, id, await releaseCase(db, c.var.user, id));
    })
    .openapi(resolve, async (c) => {
      const { id } = c.req.valid('param');
      await resolveCase(db, c.var.user, id, c.req.valid('json'));
      return answer(c, id, true);
    });
}
