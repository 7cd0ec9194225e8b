import { z } from 'zod';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { suspendUserBodySchema, userSchema } from '../contract/users.ts';
import { findUser, suspendUser } from '../db/queries/users.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { ADMIN_BODY_LIMIT } from '../http/request-rules.ts';
import { presentUser } from '../users/present.ts';

const DAY_MS = 86_400_000;

/** /api/admin/users: moderation by agents (the admin area builds on this later). */
export function adminUserRoutes(deps: ModerationDeps) {
  const { db, images, log } = deps;
  const suspend = endpoints(deps)({
    method: 'post',
    path: '/{id}/suspend',
    access: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Suspend a user for some days and count a warning (agents only)',
    request: { params: z.object({ id: z.string() }), body: jsonBody(suspendUserBodySchema) },
    responses: {
      200: json('The suspended user', userSchema),
      404: apiError('NOT_FOUND: no such user.'),
    },
  });
  return apiRouter<AuthEnv>().openapi(suspend, async (c) => {
    const { days, reason } = c.req.valid('json');
    const { id } = c.req.valid('param');
    if (id === c.var.user.id) throw badRequest('You cannot suspend your own account.');
    if (!(await findUser(db, id))) throw notFound('No user with this id.');
    const until = new Date(Date.now() + days * DAY_MS);
    const user = await suspendUser(db, id, until);
    if (!user) throw notFound('No user with this id.');
    // No moderation log table yet: the server log is the audit trail for now.
    log(
      `[admin] ${c.var.user.email} suspended ${user.email} for ${days} day${days === 1 ? '' : 's'} ` +
        `(warning ${user.warningCounter}): ${JSON.stringify(reason)}`,
    );
    return c.json(presentUser(user, images), 200);
  });
}
