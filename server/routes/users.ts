import { Hono, type Context } from 'hono';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { hashToken } from '../auth/opaque-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { changePasswordBodySchema } from '../contract/auth.ts';
import { updateUserBodySchema } from '../contract/users.ts';
import { findRefreshToken, revokeOtherFamilies } from '../db/queries/refresh-tokens.ts';
import { findUser, updateUser } from '../db/queries/users.ts';
import type { UserRow } from '../db/schema.ts';
import { requireUser, type AuthEnv } from '../http/auth.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { parseJsonBody } from '../http/validate.ts';
import { PORTRAIT_CHOICES, portraitChoices } from '../users/portrait-choices.ts';
import { presentUser } from '../users/present.ts';

const noSuchUser = () => notFound('No user with this id.');

/** Only the account itself may act on it; others get the same 404 as for a missing id. */
function ownAccount(c: Context<AuthEnv>): UserRow {
  const me = c.var.user;
  if (c.req.param('id') !== me.id) throw noSuchUser();
  return me;
}

/** /api/users: the logged user's own record, personal avatar and password. */
export function userRoutes(deps: AuthDeps) {
  const { db, images } = deps;
  const choices = portraitChoices(images);
  return new Hono<AuthEnv>()
    .use('*', requireUser(deps))
    .get('/portrait-choices', (c) => c.json(choices))
    .get('/:id', async (c) => {
      const me = c.var.user;
      const id = c.req.param('id');
      if (id === me.id) return c.json(presentUser(me, images));
      // Agents look anyone up; to others, someone else's id is indistinguishable from none.
      const other = me.groups.includes('AGENT') ? await findUser(db, id) : undefined;
      if (!other) throw noSuchUser();
      return c.json(presentUser(other, images));
    })
    .patch('/:id', async (c) => {
      const me = ownAccount(c);
      const { avatar } = await parseJsonBody(c, updateUserBodySchema);
      if (avatar && !PORTRAIT_CHOICES.has(avatar.portraitKey)) {
        throw badRequest('Pick one of the offered portraits.', [
          { path: 'avatar.portraitKey', message: 'Pick one of the offered portraits.' },
        ]);
      }
      const updated = await updateUser(db, me.id, {
        avatarName: avatar?.name,
        avatarPortraitKey: avatar?.portraitKey,
      });
      if (!updated) throw noSuchUser();
      return c.json(presentUser(updated, images));
    })
    .post('/:id/password', async (c) => {
      const me = ownAccount(c);
      const body = await parseJsonBody(c, changePasswordBodySchema);
      if (!(await verifyPassword(body.currentPassword, me.passwordHash))) {
        throw new HttpError(400, {
          code: 'INVALID_CREDENTIALS',
          message: 'Current password is incorrect.',
          issues: [{ path: 'currentPassword', message: 'Current password is incorrect.' }],
        });
      }
      await updateUser(db, me.id, { passwordHash: await hashPassword(body.newPassword) });
      // With the caller's refresh token we know which session to keep: end all the others.
      const current = body.refreshToken
        ? await findRefreshToken(db, hashToken(body.refreshToken))
        : undefined;
      if (current?.userId === me.id) await revokeOtherFamilies(db, me.id, current.familyId);
      return c.body(null, 204);
    });
}
