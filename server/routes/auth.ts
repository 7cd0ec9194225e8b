import { Hono } from 'hono';
import type { z } from 'zod';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { sendLinkMail } from '../auth/link-mails.ts';
import { hashToken } from '../auth/opaque-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  confirmRegistrationBodySchema,
  forgotPasswordBodySchema,
  registerBodySchema,
  setNewPasswordBodySchema,
  STARTER_TOKENS,
} from '../contract/auth.ts';
import {
  consumeOneTimeToken,
  oneTimeTokenOwner,
  voidOneTimeTokens,
} from '../db/queries/one-time-tokens.ts';
import { revokeAllForUser } from '../db/queries/refresh-tokens.ts';
import { findUser, findUserByEmail, insertUser, updateUser } from '../db/queries/users.ts';
import { fromZodError, HttpError } from '../http/errors.ts';
import { parseJsonBody } from '../http/validate.ts';
import { ERROR_CODES } from '../contract/errors.ts';

const invalidLink = (message: string) =>
  new HttpError(400, {
    code: ERROR_CODES.invalidToken,
    message,
    issues: [{ path: 'token', message }],
  });
const BAD_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
const BAD_RESET_LINK = 'This password reset link is invalid or has expired.';

/** A mangled token in a link is the same story for people as an expired one. */
async function parseLinkBody<T extends z.ZodType>(
  c: { req: { json(): Promise<unknown> } },
  schema: T,
  message: string,
): Promise<z.output<T>> {
  const raw: unknown = await c.req.json().catch(() => undefined);
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  if (result.error.issues.some((issue) => issue.path[0] === 'token')) throw invalidLink(message);
  throw fromZodError(result.error);
}

/**
 * Registration and password recovery: everything that ends in a mailed single-use link.
 * Registering a taken email answers 409 EMAIL_TAKEN (the form can say so plainly); the
 * per-account rate limit keeps that from being an efficient way to list accounts.
 */
export function authRoutes(deps: AuthDeps) {
  const { db, limiter } = deps;
  return new Hono()
    .post('/register', async (c) => {
      const body = await parseJsonBody(c, registerBodySchema);
      limiter.hit(c, 'register', body.email);
      const user = await insertUser(db, {
        email: body.email,
        passwordHash: await hashPassword(body.password),
        tokens: STARTER_TOKENS,
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
    .post('/confirm-registration', async (c) => {
      const { token } = await parseLinkBody(c, confirmRegistrationBodySchema, BAD_CONFIRM_LINK);
      // Every endpoint that checks a secret counts attempts, even one this long.
      limiter.hit(c, 'confirm-registration');
      const userId = await consumeOneTimeToken(db, 'confirm-registration', hashToken(token));
      const user = userId ? await findUser(db, userId) : undefined;
      if (!user) {
        // A link opened again (or after the account was confirmed another way): say so, so the
        // page can offer to log in instead of reporting a failure.
        const ownerId = await oneTimeTokenOwner(db, 'confirm-registration', hashToken(token));
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
      return c.json({
        message:
          'Your account has been successfully activated. You can now log in to your account.',
      });
    })
    .post('/forgot-password', async (c) => {
      const { email } = await parseJsonBody(c, forgotPasswordBodySchema);
      limiter.hit(c, 'forgot-password', email);
      const user = await findUserByEmail(db, email);
      if (user) await sendLinkMail(deps, 'reset-password', user);
      // The same answer either way: this form must not reveal who has an account.
      return c.json({
        message: 'If an account exists for this email, we sent a link to reset the password.',
      });
    })
    .post('/set-new-password', async (c) => {
      const body = await parseLinkBody(c, setNewPasswordBodySchema, BAD_RESET_LINK);
      limiter.hit(c, 'set-new-password');
      // Hash first: a used-up token must mean the password really changed.
      const passwordHash = await hashPassword(body.password);
      const userId = await consumeOneTimeToken(db, 'reset-password', hashToken(body.token));
      const user = userId ? await findUser(db, userId) : undefined;
      if (!user) throw invalidLink(BAD_RESET_LINK);
      // The link proved the mailbox, so it confirms the address as well.
      await updateUser(db, user.id, { passwordHash, confirmedAt: user.confirmedAt ?? new Date() });
      // Whoever knew the old password is logged out everywhere, and older links are void.
      await revokeAllForUser(db, user.id);
      await voidOneTimeTokens(db, user.id, 'reset-password');
      return c.json({
        message: 'Your password has been changed. You can now log in with the new password.',
      });
    });
}
