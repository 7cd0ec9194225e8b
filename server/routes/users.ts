import { z } from 'zod';
import { hashToken } from '../auth/opaque-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertPassword, ownAccount } from '../account/own-account.ts';
import { changePasswordBodySchema } from '../contract/auth.ts';
import { CONTAINS_EMAIL_NAME, containsEmailName } from '../contract/password-rules.ts';
import { portraitChoiceSchema, updateUserBodySchema, userSchema } from '../contract/users.ts';
import { voidOneTimeTokens } from '../db/queries/one-time-tokens.ts';
import {
  findRefreshToken,
  revokeAllForUser,
  revokeOtherFamilies,
} from '../db/queries/refresh-tokens.ts';
import { findUser, updateUser } from '../db/queries/users.ts';
import { checkText } from '../moderation/content-filter.ts';
import {
  contentBlockedResponse,
  flagAvatarName,
  refuseBlocked,
} from '../moderation/filter-actions.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { userParams } from '../http/params.ts';
import { rateLimitedResponse } from '../http/rate-limit.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import { PORTRAIT_CHOICES, portraitChoices } from '../users/portrait-choices.ts';
import { CUSTOM_PORTRAIT_KEY, presentUser } from '../users/present.ts';
import { refreshedUser } from '../users/refreshed-user.ts';
import { assertQuota, quotaReachedResponse } from '../http/quotas.ts';
import { openCaseFlagCount } from '../moderation/cases.ts';

const noSuchUser = () => notFound('No user with this id.');
const notYours = apiError('NOT_FOUND: not your account.');

/**
 * /api/users: the logged user's own record, personal avatar and password. The avatar's name
 * passes the content filter: severe names are refused, other matches saved and flagged.
 */
export function userRoutes(deps: ModerationDeps) {
  const { db, images, limiter } = deps;
  const choices = portraitChoices(images);
  const endpoint = endpoints(deps);
  const portraits = endpoint({
    method: 'get',
    maxItems: PORTRAIT_CHOICES.size,
    path: '/portrait-choices',
    access: 'user',
    readLimit: 'item',
    summary: 'Portraits a user may pick for a personal avatar',
    responses: { 200: json('The choices', z.array(portraitChoiceSchema)) },
  });
  const get = endpoint({
    method: 'get',
    path: '/{id}',
    access: 'user',
    readLimit: 'item',
    summary: 'A user: yourself, or anyone for agents',
    request: { params: userParams },
    responses: {
      200: json('The user', userSchema),
      404: apiError('NOT_FOUND: no such user, or not yours to see.'),
    },
  });
  const update = endpoint({
    method: 'patch',
    path: '/{id}',
    access: 'user',
    writeLimit: 'profile',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Update your personal details (personal avatar, how your Angels see you)',
    request: { params: userParams, body: jsonBody(updateUserBodySchema) },
    responses: {
      200: json('The updated user', userSchema),
      404: notYours,
      409: quotaReachedResponse,
      422: contentBlockedResponse,
    },
  });
  const password = endpoint({
    method: 'post',
    path: '/{id}/password',
    access: 'user',
    writeLimit: 'account',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Change your password; with refreshToken, ends every other session',
    request: { params: userParams, body: jsonBody(changePasswordBodySchema) },
    responses: {
      204: { description: 'Changed' },
      400: apiError('INVALID_CREDENTIALS (current password wrong) or BAD_REQUEST.'),
      404: notYours,
      429: rateLimitedResponse,
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(portraits, (c) => c.json(choices, 200))
    .openapi(get, async (c) => {
      const me = c.var.user;
      const { id } = c.req.valid('param');
      if (id === me.id) {
        const fresh = await refreshedUser(db, me);
        return c.json(presentUser(fresh, images), 200);
      }
      // Agents look anyone up; to others, someone else's id is indistinguishable from none.
      const other = me.groups.includes('AGENT') ? await findUser(db, id) : undefined;
      if (!other) throw noSuchUser();
      return c.json(presentUser(other, images), 200);
    })
    .openapi(update, async (c) => {
      const me = ownAccount(c);
      const { avatar, persona } = c.req.valid('json');
      // "How your Angels see you": blank removes it; what the filter blocks is not saved.
      const personaText = persona === undefined ? undefined : persona?.trim() || null;
      if (personaText) refuseBlocked(checkText(personaText), 'This description was not saved');
      // The custom portrait stays only when asked for by name (a rename); a stock key replaces it.
      const keepCustom = avatar?.portraitKey === CUSTOM_PORTRAIT_KEY && me.avatarPortrait !== null;
      if (avatar && !keepCustom && !PORTRAIT_CHOICES.has(avatar.portraitKey)) {
        throw badRequest('Pick one of the offered portraits.', [
          { path: 'avatar.portraitKey', message: 'Pick one of the offered portraits.' },
        ]);
      }
      const verdict = avatar ? checkText(avatar.name, { asName: true }) : undefined;
      if (verdict) refuseBlocked(verdict, 'This name was not saved');
      // A new name the filter flags joins the names waiting for a moderator: up to a quota.
      if (avatar && verdict?.severity && avatar.name !== me.avatarName) {
        assertQuota(
          'flagsPerCase',
          await openCaseFlagCount(db, { userId: me.id, chatId: null }),
          'Your earlier names are waiting for a moderator. You can choose another name once they have looked at them.',
        );
      }
      const updated = await updateUser(db, me.id, {
        avatarName: avatar?.name,
        ...(personaText !== undefined ? { avatarPersona: personaText } : {}),
        ...(avatar && !keepCustom
          ? { avatarPortraitKey: avatar.portraitKey, avatarPortrait: null }
          : {}),
      });
      if (!updated) throw noSuchUser();
      // A name flagged once is not flagged again when only the portrait changes.
      if (avatar && verdict && avatar.name !== me.avatarName) {
        await flagAvatarName(deps, me.id, avatar.name, verdict);
      }
      return c.json(presentUser(updated, images), 200);
    })
    .openapi(password, async (c) => {
      const me = ownAccount(c);
      const body = c.req.valid('json');
      // A stolen access token must not make this a free password oracle: counted like login.
      await limiter.hit(c, 'change-password', me.id, { acrossAddresses: true });
      await assertPassword(me, body.currentPassword);
      if (containsEmailName(body.newPassword, me.email)) {
        throw badRequest(CONTAINS_EMAIL_NAME, [
          { path: 'newPassword', message: CONTAINS_EMAIL_NAME },
        ]);
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
