import type { AuthDeps } from '../auth/auth-deps.ts';
import { sendLinkMail } from '../auth/link-mails.ts';
import { hashToken } from '../auth/opaque-tokens.ts';
import { postEntry } from '../money/ledger.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  confirmRegistrationBodySchema,
  forgotPasswordBodySchema,
  messageSchema,
  registerBodySchema,
  setNewPasswordBodySchema,
  STARTER_TOKENS,
} from '../contract/auth.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { CONTAINS_EMAIL_NAME, containsEmailName } from '../contract/password-rules.ts';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  voidOneTimeTokens,
} from '../db/queries/one-time-tokens.ts';
import { revokeAllForUser } from '../db/queries/refresh-tokens.ts';
import { findUser, findUserByEmail, insertUser, updateUser } from '../db/queries/users.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { rateLimitedResponse } from '../http/rate-limit.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';

const invalidLink = (message: string) =>
  new HttpError(400, {
    code: ERROR_CODES.invalidToken,
    message,
    issues: [{ path: 'token', message }],
  });
const BAD_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
const BAD_RESET_LINK = 'This password reset link is invalid or has expired.';

/**
 * A mangled token in a link is the same story for people as an expired one; so is a body
 * that is not JSON at all (it has no token either).
 */
const asInvalidLink = (message: string) => (error: HttpError) =>
  !error.body.issues || error.body.issues.some((issue) => issue.path.split('.')[0] === 'token')
    ? invalidLink(message)
    : error;

const forPeople = (description: string) => json(description, messageSchema);

/**
 * Registration and password recovery: everything that ends in a mailed single-use link.
 * Registering a taken email answers 409 EMAIL_TAKEN (the form can say so plainly); the
 * per-account rate limit keeps that from being an efficient way to list accounts.
 */
export function authRoutes(deps: AuthDeps) {
  const { db, limiter } = deps;
  const endpoint = endpoints(deps);
  const register = endpoint({
    method: 'post',
    path: '/register',
    access: 'public',
    writeLimit: 'signup',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Create an account and mail a confirmation link',
    request: { body: jsonBody(registerBodySchema) },
    responses: {
      201: forPeople('Check your inbox'),
      409: apiError('EMAIL_TAKEN'),
      429: rateLimitedResponse,
    },
  });
  const confirm = endpoint({
    method: 'post',
    path: '/confirm-registration',
    access: 'public',
    writeLimit: 'signup',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    invalid: asInvalidLink(BAD_CONFIRM_LINK),
    summary: 'Confirm the email (link token)',
    request: { body: jsonBody(confirmRegistrationBodySchema) },
    responses: {
      200: forPeople('Confirmed'),
      400: apiError('INVALID_TOKEN: unknown, used or expired (24 h) link; or BAD_REQUEST.'),
      409: apiError('ALREADY_CONFIRMED: the link was used before; log in.'),
      429: rateLimitedResponse,
    },
  });
  const forgot = endpoint({
    method: 'post',
    path: '/forgot-password',
    access: 'public',
    writeLimit: 'signup',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Mail a password reset link',
    request: { body: jsonBody(forgotPasswordBodySchema) },
    responses: {
      200: forPeople('Always the same message, whether or not the account exists'),
      429: rateLimitedResponse,
    },
  });
  const setNew = endpoint({
    method: 'post',
    path: '/set-new-password',
    access: 'public',
    writeLimit: 'signup',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    invalid: asInvalidLink(BAD_RESET_LINK),
    summary: 'Set a new password (link token)',
    request: { body: jsonBody(setNewPasswordBodySchema) },
    responses: {
      200: forPeople('Changed'),
      400: apiError('INVALID_TOKEN (unknown, used or expired link, 1 h) or BAD_REQUEST.'),
      429: rateLimitedResponse,
    },
  });
  return apiRouter()
    .openapi(register, async (c) => {
      const body = c.req.valid('json');
      await limiter.hit(c, 'register', body.email);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { email: body.email, passwordHash });
        if (created) await grantStarterTokens(tx, created.id);
        return created;
      });
      if (!user) {
        throw new HttpError(409, {
          code: ERROR_CODES.emailTaken,
          message: 'An account with this email already exists.',
        });
      }
      await sendLinkMail(deps, 'confirm-registration', user);
      return c.json({ message: 'Check your inbox to confirm your account.' }, 201);
    })
    .openapi(confirm, async (c) => {
      const { token } = c.req.valid('json');
      // Every endpoint that checks a secret counts attempts, even one this long.
      await limiter.hit(c, 'confirm-registration');
      const userId = (await consumeOneTimeToken(db, 'confirm-registration', hashToken(token)))
        ?.userId;
      const user = userId ? await findUser(db, userId) : undefined;
      if (!user) {
        // A link opened again (or after the account was confirmed another way): say so, so the
        // page can offer to log in instead of reporting a failure.
        const ownerId = (await findOneTimeToken(db, 'confirm-registration', hashToken(token)))
          ?.userId;
        const owner = ownerId ? await findUser(db, ownerId) : undefined;
        if (owner?.confirmedAt) {
          throw new HttpError(409, {
            code: ERROR_CODES.alreadyConfirmed,
            message: 'This account is already confirmed. You can log in.',
          });
        }
        throw invalidLink(BAD_CONFIRM_LINK);
      }
      if (!user.confirmedAt) await updateUser(db, user.id, { confirmedAt: new Date() });
      return c.json(
        {
          message:
            'Your account has been successfully activated. You can now log in to your account.',
        },
        200,
      );
    })
    .openapi(forgot, async (c) => {
      const { email } = c.req.valid('json');
      await limiter.hit(c, 'forgot-password', email);
      const user = await findUserByEmail(db, email);
      if (user) await sendLinkMail(deps, 'reset-password', user);
      // The same answer either way: this form must not reveal who has an account.
      return c.json(
        { message: 'If an account exists for this email, we sent a link to reset the password.' },
        200,
      );
    })
    .openapi(setNew, async (c) => {
      const body = c.req.valid('json');
      await limiter.hit(c, 'set-new-password');
      // The email-name rule needs the link's account; checked before the link is used up,
      // so fixing the password keeps the same link working.
      const owner = await findOneTimeToken(db, 'reset-password', hashToken(body.token));
      const account = owner ? await findUser(db, owner.userId) : undefined;
      if (account && containsEmailName(body.password, account.email)) {
        throw badRequest(CONTAINS_EMAIL_NAME, [{ path: 'password', message: CONTAINS_EMAIL_NAME }]);
      }
      // Hash first: a used-up token must mean the password really changed.
      const passwordHash = await hashPassword(body.password);
      const userId = (await consumeOneTimeToken(db, 'reset-password', hashToken(body.token)))
        ?.userId;
      const user = userId ? await findUser(db, userId) : undefined;
      if (!user) throw invalidLink(BAD_RESET_LINK);
      // The link proved the mailbox, so it confirms the address as well.
      await updateUser(db, user.id, { passwordHash, confirmedAt: user.confirmedAt ?? new Date() });
      // Whoever knew the old password is logged out everywhere, and older links are void.
      await revokeAllForUser(db, user.id);
      await voidOneTimeTokens(db, user.id, 'reset-password');
      return c.json(
        { message: 'Your password has been changed. You can now log in with the new password.' },
        200,
      );
    });
}

/**
 * Every new account starts with a few tokens, so a first chat needs no purchase. Once: the
 * registration's transaction calls this once, so the key can be random — it must not name the
 * account, or the entry would still point at the user after the account is deleted.
 */
async function grantStarterTokens(tx: Db, userId: string): Promise<void> {
  await postEntry(tx, {
    userId,
    amount: STARTER_TOKENS,
    kind: 'grant',
    key: `grant:starter:${crypto.randomUUID()}`,
    reason: 'Welcome tokens',
  });
}
