import { ownAccount } from '../account/own-account.ts';
import { personalPortraitBodySchema } from '../contract/angels.ts';
import { defaultChoices, portraitFromChoices } from '../contract/angel-looks.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { userSchema } from '../contract/users.ts';
import { updateUser } from '../db/queries/users.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { userParams } from '../http/params.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { isPremiumNow, presentUser } from '../users/present.ts';
import { refreshedUser } from '../users/refreshed-user.ts';

const premiumRequired = () =>
  new HttpError(403, {
    code: ERROR_CODES.premiumRequired,
    message: 'Designing your own portrait is a Premium feature.',
  });

/** PUT /api/users/{id}/portrait: the premium personal portrait, drawn from the creator's looks. */
export function personalPortraitRoutes(deps: ModerationDeps) {
  const { db, images } = deps;
  const put = endpoints(deps)({
    method: 'put',
    path: '/{id}/portrait',
    access: 'user',
    writeLimit: 'account',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Design your own personal portrait (Premium); it replaces the stock portrait',
    request: { params: userParams, body: jsonBody(personalPortraitBodySchema) },
    responses: {
      200: json('The user, avatar.imageUrl now the new portrait', userSchema),
      403: apiError('PREMIUM_REQUIRED (not premium), or ACCOUNT_SUSPENDED.'),
      404: apiError('NOT_FOUND: not your account.'),
    },
  });
  return apiRouter<AuthEnv>().openapi(put, async (c) => {
    const me = ownAccount(c);
    // A due renewal is settled before saying no.
    if (!isPremiumNow(await refreshedUser(db, me))) throw premiumRequired();
    if (!me.avatarName) {
      throw badRequest('Choose a name for your personal avatar first, then design its portrait.');
    }
    const { look, tone, seed } = c.req.valid('json');
    // Only the look and the expression are drawn: the rest of the choices do not matter here.
    const portrait = portraitFromChoices({ ...defaultChoices(), look, tone }, seed);
    const updated = await updateUser(db, me.id, { avatarPortrait: portrait });
    if (!updated) throw notFound('No user with this id.');
    return c.json(presentUser(updated, images), 200);
  });
}
