import {
  moderatedUserSchema,
  reasonBodySchema,
  suspendBodySchema,
  violationSchema,
  warnBodySchema,
} from '../contract/moderation.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ADMIN_BODY_LIMIT } from '../http/request-rules.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { presentModeratedUser } from '../moderation/moderated-user.ts';
import { peopleByIds } from '../moderation/people.ts';
import { presentViolation } from '../moderation/present-violation.ts';
import { liftSuspension } from '../moderation/reversals.ts';
import { sanctionUser, type SanctionInput } from '../moderation/sanctions.ts';
import { noUser, refused, userParams } from './admin-users-shared.ts';

/** Warn, suspend and lift: /api/admin/users/{id}/… (agents; every action audited). */
export function adminSanctionRoutes(deps: ModerationDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const answers = {
    201: json('The violation, with its statement of reasons', violationSchema),
    400: apiError('BAD_REQUEST: a field, or a caseId that is not one of the user’s cases.'),
    403: refused,
    404: noUser,
    409: apiError('CASE_CLAIMED (another agent holds the case, named) or CASE_RESOLVED.'),
  };
  const warn = endpoint({
    method: 'post',
    path: '/{id}/warn',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Warn a user: a violation that counts towards the ladder',
    request: { params: userParams, body: jsonBody(warnBodySchema) },
    responses: answers,
  });
  const suspend = endpoint({
    method: 'post',
    path: '/{id}/suspend',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Suspend for some days, or close the account when the ladder says so; ends sessions',
    request: { params: userParams, body: jsonBody(suspendBodySchema) },
    responses: answers,
  });
  const lift = endpoint({
    method: 'post',
    path: '/{id}/lift',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'End a suspension or reopen a closed account (the violation stays on record)',
    request: { params: userParams, body: jsonBody(reasonBodySchema) },
    responses: {
      200: json('The user', moderatedUserSchema),
      400: apiError('BAD_REQUEST: the account is not suspended.'),
      403: refused,
      404: noUser,
    },
  });
  const apply = async (input: SanctionInput) => {
    const { violation } = await sanctionUser(db, live, input);
    const people = await peopleByIds(db, [violation.decidedBy]);
    return presentViolation(violation, people);
  };
  return apiRouter<AuthEnv>()
    .openapi(warn, async (c) => {
      const body = c.req.valid('json');
      const { id } = c.req.valid('param');
      return c.json(await apply({ ...body, actor: c.var.user, userId: id, kind: 'warning' }), 201);
    })
    .openapi(suspend, async (c) => {
      const body = c.req.valid('json');
      const { id } = c.req.valid('param');
      return c.json(
        await apply({ ...body, actor: c.var.user, userId: id, kind: 'suspension' }),
        201,
      );
    })
    .openapi(lift, async (c) => {
      const { reason } = c.req.valid('json');
      const user = await liftSuspension(db, live, {
        actor: c.var.user,
        userId: c.req.valid('param').id,
        reason,
      });
      return c.json(await presentModeratedUser(db, user), 200);
    });
}
