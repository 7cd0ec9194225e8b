import { z } from 'zod';
import { ownAccount } from '../account/own-account.ts';
import { accountStatusSchema, accountStatusSeenBodySchema } from '../contract/moderation.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import { accountStatus, markViolationsSeen } from '../moderation/account-status.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

const params = z.object({ id: z.string() });
const notYours = apiError('NOT_FOUND: not your account.');

/** /api/users/{id}/account-status: your warnings and suspensions, each with its statement. */
export function accountStatusRoutes(deps: ModerationDeps) {
  const { db } = deps;
  const endpoint = endpoints(deps);
  const status = endpoint({
    method: 'get',
    path: '/{id}/account-status',
    access: 'user',
    readLimit: 'item',
    summary: 'Your warning counter, suspension and violations with their statements of reasons',
    request: { params },
    responses: { 200: json('Your account status', accountStatusSchema), 404: notYours },
  });
  const seen = endpoint({
    method: 'post',
    path: '/{id}/account-status/seen',
    access: 'user',
    writeLimit: 'account',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'The notice showed you these violations (ids): theirs does not come back',
    request: { params, body: jsonBody(accountStatusSeenBodySchema) },
    responses: { 204: { description: 'Marked seen' }, 404: notYours },
  });
  return apiRouter<AuthEnv>()
    .openapi(status, async (c) => c.json(await accountStatus(db, ownAccount(c)), 200))
    .openapi(seen, async (c) => {
      const me = ownAccount(c);
      await markViolationsSeen(db, me.id, c.req.valid('json').ids);
      return c.body(null, 204);
    });
}
