import { Hono, type Context } from 'hono';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { hashToken } from '../auth/opaque-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { changePasswordBodySchema } from '../contract/auth.ts';
import { updateUserBodySchema } from '../contract/users.ts';
import { voidOneTimeTokens } from '../db/queries/one-time-tokens.ts';
import {
  findRefreshToken,
  revokeAllForUser,
  revokeOtherFamilies,
} from '../db/queries/refresh-tokens.ts';
import { findUser, updateUser } from '../db/queries/users.ts';
import type { UserRow } from '../db/schema.ts';
import { requireUser, type AuthEnv } from '../http/auth.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { parseJsonBody } from '../http/validate.ts';
import { PORTRAIT_CHOICES, portraitChoices } from '../users/portrait-choices.ts';
import { presentUser } from '../users/present.ts';
import { ERROR_CODES } from '../contract/errors.ts';

const noSuchUser = () => notFound('No user with this id.');

/** Only the account itself may act on it; others get the same 404 as for a missing id. */
function ownAccount(c: Context<AuthEnv>): UserRow {
  const me = c.var.user;
  if (c.req.param('id') !== me.id) throw noSuchUser();
  return me;
}

/** /api/users: the logged user's own record, personal avatar and password. */
export function userRoutes(deps: AuthDeps) {
  const { db, images, limiter } = deps;
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
      // A stolen access token must not make this a free password oracle: counted like login.
      limiter.hit(c, 'change-password', me.id);
      if (!(await verifyPassword(body.currentPassword, me.passwordHash))) {
        throw new HttpError(400, {
          code: ERROR_CODES.invalidCredentials,
          message: 'Current password is incorrect.',
          issues: [{ path: 'currentPassword', message: 'Current password is incorrect.' }],
        });
      }
      await updateUser(db, me.id, { passwordHash: await hashPassword(body.newPassword) });
      // Every other session ends; the caller's stays (named by its refresh token, else by the
      // access token's session id). Outstanding reset links die with the old password.
      const current = body.refreshToken
        ? await findRefreshToken(db, hashToken(body.refreshToken))
        : undefined;
      const keep = current?.userId === me.id ? current.familyId : c.var.claims.sid;
      if (keep) await revokeOtherFamilies(db, me.id, keep);
      else await revokeAllForUser(db, me.id);
      await voidOneTimeTokens(db, me.id, 'reset-password');
      return c.body(null, 204);
    });
}
