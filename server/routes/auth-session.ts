import { Hono } from 'hono';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { sendLinkMail } from '../auth/link-mails.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { endSession, issueSession, rotateSession } from '../auth/sessions.ts';
import { assertNotSuspended } from '../auth/suspension.ts';
import { loginBodySchema, logoutBodySchema, refreshBodySchema } from '../contract/auth.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { HttpError } from '../http/errors.ts';
import { parseJsonBody } from '../http/validate.ts';
import { ERROR_CODES } from '../contract/errors.ts';

const invalidCredentials = () =>
  new HttpError(401, {
    code: ERROR_CODES.invalidCredentials,
    message: 'Email or password is incorrect.',
  });

/** Login, token refresh and logout: the life of a session. */
export function authSessionRoutes(deps: AuthDeps) {
  const { db, limiter } = deps;
  return new Hono()
    .post('/login', async (c) => {
      const body = await parseJsonBody(c, loginBodySchema);
      limiter.hit(c, 'login', body.email);
      const user = await findUserByEmail(db, body.email);
      // An unknown email costs the same scrypt as a wrong password and answers the same.
      const ok = user
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyAgainstDummy(body.password);
      if (!user || !ok) throw invalidCredentials();
      if (!user.confirmedAt) {
        // "We sent you a link" stays true even if the first mail was lost.
        await sendLinkMail(deps, 'confirm-registration', user);
        throw new HttpError(403, {
          code: ERROR_CODES.emailNotConfirmed,
          message: 'Please confirm your email first: we sent you a link.',
        });
      }
      assertNotSuspended(user);
      return c.json(await issueSession(deps, user));
    })
    .post('/token/refresh', async (c) => {
      // Spec §7: the client drops its tokens on 401 or 422, so a malformed body is a 422.
      const body = await parseJsonBody(c, refreshBodySchema).catch((error: unknown) => {
        if (error instanceof HttpError) throw new HttpError(422, error.body);
        throw error;
      });
      limiter.hit(c, 'refresh');
      return c.json(await rotateSession(deps, body.refreshToken));
    })
    .post('/logout', async (c) => {
      const body = await parseJsonBody(c, logoutBodySchema);
      await endSession(deps, body.refreshToken);
      return c.body(null, 204);
    });
}
