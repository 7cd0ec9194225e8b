import { z } from 'zod';
import { deleteAccount } from '../account/delete-account.ts';
import { emailUsedByOther, setEmail } from '../account/email-change.ts';
import { exportAccount } from '../account/export.ts';
import { assertPassword, ownAccount } from '../account/own-account.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import {
  sendAccountDeletedNotice,
  sendEmailChangedNotice,
  sendLinkMail,
} from '../auth/link-mails.ts';
import { hashToken } from '../auth/opaque-tokens.ts';
import { messageSchema } from '../contract/auth.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import {
  accountExportSchema,
  changeEmailBodySchema,
  confirmEmailBodySchema,
  deleteAccountBodySchema,
  emailChangedSchema,
} from '../contract/settings.ts';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  voidOneTimeTokens,
} from '../db/queries/one-time-tokens.ts';
import { revokeAllForUser } from '../db/queries/refresh-tokens.ts';
import { findUser } from '../db/queries/users.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { rateLimitedResponse } from '../http/rate-limit.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import { paymentProviders } from '../payment/providers.ts';
import { endSubscriptionsOnStripe } from '../payment/stripe-subscriptions.ts';
import { removeAllDevices } from '../push/subscriptions.ts';

const userParams = z.object({ id: z.string() });
const notYours = apiError('NOT_FOUND: not your account.');

const BAD_LINK = 'This confirmation link is invalid or has expired.';
const invalidLink = () =>
  new HttpError(400, {
    code: ERROR_CODES.invalidToken,
    message: BAD_LINK,
    issues: [{ path: 'token', message: BAD_LINK }],
  });

/** The same words as registration: an address in use is said plainly, and nothing more. */
const emailTaken = () =>
  new HttpError(409, {
    code: ERROR_CODES.emailTaken,
    message: 'An account with this email already exists.',
    issues: [{ path: 'newEmail', message: 'An account with this email already exists.' }],
  });

/** "angels-data-2026-11-22.json": the domain's name, then the day (the client names it alike). */
function exportFileName(domain: string): string {
  const slug = domain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'account'}-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/**
 * /api/users/{id}/…: the account settings beyond personal details — a change of email
 * (confirmed through a link to the new address), logging out everywhere, a copy of one's
 * data, and deleting the account. Whatever a borrowed session must not do asks for the
 * password again and counts attempts like login.
 */
export function accountSettingsRoutes(deps: AuthDeps) {
  const { db, images, limiter, config } = deps;
  // A deleted account's Stripe subscription must stop charging: ended there first.
  const { stripe } = paymentProviders(deps.secret, config.payment);
  const endpoint = endpoints(deps);
  const changeEmail = endpoint({
    method: 'post',
    path: '/{id}/email',
    access: 'user',
    writeLimit: 'account',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Ask to change your email: a confirmation link goes to the new address',
    request: { params: userParams, body: jsonBody(changeEmailBodySchema) },
    responses: {
      202: json('Link mailed; nothing changes until it is opened', messageSchema),
      400: apiError('INVALID_CREDENTIALS (current password wrong) or BAD_REQUEST.'),
      404: notYours,
      409: apiError('EMAIL_TAKEN: another account uses the address.'),
      429: rateLimitedResponse,
    },
  });
  const confirmEmail = endpoint({
    method: 'post',
    path: '/confirm-email',
    access: 'public',
    writeLimit: 'signup',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    invalid: (error) =>
      !error.body.issues || error.body.issues.some((i) => i.path.startsWith('token'))
        ? invalidLink()
        : error,
    summary: 'Confirm a change of email (link token); the old address is told',
    request: { body: jsonBody(confirmEmailBodySchema) },
    responses: {
      200: json('Changed', emailChangedSchema),
      400: apiError('INVALID_TOKEN: unknown, used or expired (24 h) link; or BAD_REQUEST.'),
      409: apiError('ALREADY_CONFIRMED (the link was used) or EMAIL_TAKEN (taken meanwhile).'),
      429: rateLimitedResponse,
    },
  });
  const sessions = endpoint({
    method: 'delete',
    path: '/{id}/sessions',
    access: 'user',
    writeLimit: 'account',
    summary: 'Log out of every device: every refresh token of the account is revoked',
    request: { params: userParams },
    responses: { 204: { description: 'Every session ended' }, 404: notYours },
  });
  const download = endpoint({
    method: 'get',
    path: '/{id}/export',
    access: 'user',
    readLimit: 'export',
    summary: 'Download your data: profile, chats, messages, token ledger, orders (attachment)',
    request: { params: userParams },
    responses: { 200: json('Your data', accountExportSchema), 404: notYours },
  });
  const remove = endpoint({
    method: 'post',
    path: '/{id}/deletion',
    access: 'user',
    writeLimit: 'account',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Delete your account: chats erased, ledger and orders kept anonymised',
    request: { params: userParams, body: jsonBody(deleteAccountBodySchema) },
    responses: {
      204: { description: 'Deleted; every session has ended' },
      400: apiError('INVALID_CREDENTIALS (current password wrong) or BAD_REQUEST.'),
      404: notYours,
      429: rateLimitedResponse,
      503: apiError('PAYMENT_PROVIDER_UNAVAILABLE: Stripe could not end the subscription; retry.'),
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(changeEmail, async (c) => {
      const me = ownAccount(c);
      const { newEmail, currentPassword } = c.req.valid('json');
      // A stolen access token must not make this a password oracle or a mail cannon.
      await limiter.hit(c, 'change-email', me.id, { acrossAddresses: true });
      await assertPassword(me, currentPassword);
      if (newEmail === me.email) {
        const message = 'This is already your email address.';
        throw badRequest(message, [{ path: 'newEmail', message }]);
      }
      if (await emailUsedByOther(db, newEmail, me.id)) throw emailTaken();
      // Only the newest link counts: an older one must not move the account elsewhere later.
      await voidOneTimeTokens(db, me.id, 'change-email');
      await sendLinkMail(deps, 'change-email', me, newEmail);
      return c.json(
        {
          message: `We sent a confirmation link to ${newEmail}. Your email address changes when you open it.`,
        },
        202,
      );
    })
    .openapi(confirmEmail, async (c) => {
      const hash = hashToken(c.req.valid('json').token);
      await limiter.hit(c, 'confirm-email');
      const change = await consumeOneTimeToken(db, 'change-email', hash);
      const user = change ? await findUser(db, change.userId) : undefined;
      if (!change?.newEmail || !user) {
        // The link opened again: say it is done rather than report a failure.
        const seen = await findOneTimeToken(db, 'change-email', hash);
        const owner = seen ? await findUser(db, seen.userId) : undefined;
        if (owner && owner.email === seen?.newEmail) {
          throw new HttpError(409, {
            code: ERROR_CODES.alreadyConfirmed,
            message: 'This email address is already confirmed.',
          });
        }
        throw invalidLink();
      }
      if (!(await setEmail(db, user.id, change.newEmail))) {
        throw new HttpError(409, {
          code: ERROR_CODES.emailTaken,
          message: 'Another account uses this email address by now, so it cannot be yours.',
        });
      }
      // Links mailed to the old address (a password reset) must not act on the account now.
      await voidOneTimeTokens(db, user.id, 'reset-password');
      await voidOneTimeTokens(db, user.id, 'change-email');
      await sendEmailChangedNotice(deps, user.email, change.newEmail);
      return c.json(
        {
          message: `Your email address is now ${change.newEmail}. Use it to log in from now on.`,
          email: change.newEmail,
        },
        200,
      );
    })
    .openapi(sessions, async (c) => {
      const me = ownAccount(c);
      await revokeAllForUser(db, me.id);
      // No device of a logged-out account keeps getting its notifications.
      await removeAllDevices(db, me.id);
      return c.body(null, 204);
    })
    .openapi(download, async (c) => {
      const me = ownAccount(c);
      const data = await exportAccount(db, me, images);
      return c.json(data, 200, {
        'Content-Disposition': `attachment; filename="${exportFileName(config.domainName)}"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(remove, async (c) => {
      const me = ownAccount(c);
      await limiter.hit(c, 'delete-account', me.id, { acrossAddresses: true });
      await assertPassword(me, c.req.valid('json').currentPassword);
      await endSubscriptionsOnStripe(db, stripe, me.id);
      if (!(await deleteAccount(db, me.id))) throw notFound('No user with this id.');
      await sendAccountDeletedNotice(deps, me.email);
      return c.body(null, 204);
    });
}
