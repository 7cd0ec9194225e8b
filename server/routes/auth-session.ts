import type { AuthDeps } from '../auth/auth-deps.ts';
import { sendLinkMail } from '../auth/link-mails.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { endSession, issueSession, rotateSession } from '../auth/sessions.ts';
import { assertNotSuspended } from '../auth/suspension.ts';
import {
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  tokenPairSchema,
} from '../contract/auth.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimitedResponse } from '../http/rate-limit.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';

const invalidCredentials = () =>
  new HttpError(401, {
    code: ERROR_CODES.invalidCredentials,
    message: 'Email or password is incorrect.',
  });

/** Login, token refresh and logout: the life of a session. */
export function authSessionRoutes(deps: AuthDeps) {
  const { db, limiter } = deps;
  const endpoint = endpoints(deps);
  const login = endpoint({
    method: 'post',
    path: '/login',
    access: 'public',
    writeLimit: 'session',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Log in',
    request: { body: jsonBody(loginBodySchema) },
    responses: {
      200: json('A fresh token pair', tokenPairSchema),
      401: apiError('INVALID_CREDENTIALS (the same for an unknown email and a wrong password).'),
      403: apiError('EMAIL_NOT_CONFIRMED (a new link is mailed) or ACCOUNT_SUSPENDED (meta).'),
      429: rateLimitedResponse,
    },
  });
  const refresh = endpoint({
    method: 'post',
    path: '/token/refresh',
    access: 'public',
    writeLimit: 'session',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    // The client drops its tokens on 401 or 422, so a malformed body is a 422.
    invalid: (error) => new HttpError(422, error.body),
    summary: 'Rotate the refresh token',
    request: { body: jsonBody(refreshBodySchema) },
    responses: {
      200: json('A fresh token pair; the old refresh token is spent', tokenPairSchema),
      401: apiError('INVALID_TOKEN: unknown, expired, revoked, or reused (revokes the session).'),
      403: apiError('ACCOUNT_SUSPENDED, with meta {suspendedUntil, warningCounter}.'),
      422: apiError('BAD_REQUEST: a malformed body.'),
      429: rateLimitedResponse,
    },
  });
  const logout = endpoint({
    method: 'post',
    path: '/logout',
    access: 'public',
    writeLimit: 'session',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'End the session of this refresh token (idempotent)',
    request: { body: jsonBody(logoutBodySchema) },
    responses: { 204: { description: 'Logged out' } },
  });
  return apiRouter()
    .openapi(login, async (c) => {
      const body = c.req.valid('json');
      await limiter.hit(c, 'login', body.email);
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
      return c.json(await issueSession(deps, user), 200);
    })
    .openapi(refresh, async (c) => {
      const body = c.req.valid('json');
      await limiter.hit(c, 'refresh');
      return c.json(await rotateSession(deps, body.refreshToken), 200);
    })
    .openapi(logout, async (c) => {
      await endSession(deps, c.req.valid('json').refreshToken);
      return c.body(null, 204);
    });
}
