import { z } from 'zod';
import { ownAccount } from '../account/own-account.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { spendingLimitsBodySchema, spendingSchema } from '../contract/spending.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import { setLimits, spendingOf } from '../money/spending-limits.ts';

const userParams = z.object({ id: z.string() });
const notYours = apiError('NOT_FOUND: not your account.');

/**
 * /api/users/{id}/spending-limits: the monthly limits the user sets on their own spending
 * (money on purchases, tokens on replies and Angels), and this month's spend against them.
 * Only the account's owner. The rules are in server/money/spending-limits.ts.
 */
export function spendingLimitRoutes(deps: AuthDeps) {
  const { db, config } = deps;
  const endpoint = endpoints(deps);
  const read = endpoint({
    method: 'get',
    path: '/{id}/spending-limits',
    access: 'user',
    readLimit: 'item',
    summary: "Your monthly spending limits and this month's spend against them",
    request: { params: userParams },
    responses: { 200: json('The limits and the spend', spendingSchema), 404: notYours },
  });
  const update = endpoint({
    method: 'put',
    path: '/{id}/spending-limits',
    access: 'user',
    writeLimit: 'billing',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Set your monthly spending limits (null: no limit)',
    request: { params: userParams, body: jsonBody(spendingLimitsBodySchema) },
    responses: {
      200: json('The limits as saved, and the spend', spendingSchema),
      400: apiError('BAD_REQUEST: a limit is not a whole number within range.'),
      404: notYours,
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(read, async (c) => {
      const me = ownAccount(c);
      return c.json(await spendingOf(db, me.id, config.currency), 200);
    })
    .openapi(update, async (c) => {
      const me = ownAccount(c);
      await setLimits(db, me.id, c.req.valid('json'));
      return c.json(await spendingOf(db, me.id, config.currency), 200);
    });
}
