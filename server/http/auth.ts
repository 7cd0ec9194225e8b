import type { MiddlewareHandler } from 'hono';
import { verifyAccessToken } from '../auth/jwt.ts';
import { assertNotSuspended } from '../auth/suspension.ts';
import type { AccessTokenClaims } from '../contract/auth.ts';
import type { Db } from '../db/client.ts';
import { findUser } from '../db/queries/users.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from './errors.ts';

/** Routes behind requireUser read the caller from c.var.user (fresh from the database). */
export type AuthEnv = { Variables: { user: UserRow; claims: AccessTokenClaims } };

/**
 * Bearer access token → the current user. The user is loaded on every call, so deletion and
 * suspension take effect at once rather than when the token expires.
 */
export function requireUser({
  db,
  secret,
}: {
  db: Db;
  secret: string;
}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const match = /^Bearer ([\w.-]+)$/.exec(c.req.header('Authorization') ?? '');
    const claims = match?.[1] ? verifyAccessToken(match[1], secret) : null;
    if (!claims) throw unauthorized();
    const user = await findUser(db, claims.sub);
    if (!user) throw unauthorized();
    assertNotSuspended(user);
    c.set('claims', claims);
    c.set('user', user);
    await next();
  };
}

/** After requireUser: agents only. Checked on the stored groups, not the token's. */
export const requireAgent = (): MiddlewareHandler<AuthEnv> => async (c, next) => {
  if (!c.var.user.groups.includes('AGENT')) {
    throw forbidden('This area is for the customer care team.');
  }
  await next();
};

/**
 * After requireAgent: the agents who curate the catalogue (group CURATOR), on the stored
 * groups like requireAgent. docs/product-rules.md#the-catalogue says why a group.
 */
export const requireCurator = (): MiddlewareHandler<AuthEnv> => async (c, next) => {
  if (!c.var.user.groups.includes('CURATOR')) {
    throw forbidden('The catalogue is curated by the team members who hold the curator role.');
  }
  await next();
};

/** Account data is private: no shared or browser cache may keep it. */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
