import { Hono } from 'hono';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { suspendUserBodySchema } from '../contract/users.ts';
import { findUser, suspendUser } from '../db/queries/users.ts';
import { requireAgent, requireUser, type AuthEnv } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { parseJsonBody } from '../http/validate.ts';
import { presentUser } from '../users/present.ts';

const DAY_MS = 86_400_000;

/** /api/admin/users: moderation by agents (the admin area builds on this later). */
export function adminUserRoutes(deps: AuthDeps) {
  const { db, images, log } = deps;
  return new Hono<AuthEnv>()
    .use('*', requireUser(deps), requireAgent())
    .post('/:id/suspend', async (c) => {
      const { days, reason } = await parseJsonBody(c, suspendUserBodySchema);
      const id = c.req.param('id');
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
      return c.json(presentUser(user, images));
    });
}
