import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../contract/auth.ts';
import type { UserRow } from '../db/schema.ts';
import { findUser } from '../db/queries/users.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markReplaced,
  revokeFamily,
} from '../db/queries/refresh-tokens.ts';
import { HttpError } from '../http/errors.ts';
import type { AuthDeps } from './auth-deps.ts';
import { signAccessToken } from './jwt.ts';
import { hashToken, newOpaqueToken } from './opaque-tokens.ts';
import { assertNotSuspended } from './suspension.ts';

const DAY_MS = 86_400_000;

const sessionExpired = () =>
  new HttpError(401, {
    code: 'INVALID_TOKEN',
    message: 'Your session has expired. Please log in again.',
  });

/** A new access token and refresh token; the refresh token starts or continues a family. */
export async function issueSession(
  { db, config, secret }: Pick<AuthDeps, 'db' | 'config' | 'secret'>,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * DAY_MS),
  });
  const accessToken = signAccessToken(user, secret, config.accessTokenTtlSeconds);
  return { accessToken, refreshToken };
}

/**
 * Exchange a refresh token for a new pair. A token that was already rotated or revoked is
 * being replayed (stolen, or a client bug): the whole family dies, so the thief's newer
 * tokens stop working too and the owner simply logs in again.
 */
export async function rotateSession(deps: AuthDeps, refreshToken: string): Promise<TokenPair> {
  const { db } = deps;
  const now = new Date();
  const row = await findRefreshToken(db, hashToken(refreshToken));
  if (!row) throw sessionExpired();
  if (row.replacedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    throw sessionExpired();
  }
  if (row.expiresAt <= now) throw sessionExpired();
  // Lost a race with a concurrent use of the same token: that is a replay too.
  if (!(await markReplaced(db, row.id, now))) {
    await revokeFamily(db, row.familyId, now);
    throw sessionExpired();
  }
  const user = await findUser(db, row.userId);
  if (!user) throw sessionExpired();
  assertNotSuspended(user, now);
  return issueSession(deps, user, row.familyId);
}

/** Logout: end the token's family. Unknown tokens are fine (idempotent). */
export async function endSession({ db }: Pick<AuthDeps, 'db'>, refreshToken: string) {
  const row = await findRefreshToken(db, hashToken(refreshToken));
  if (row) await revokeFamily(db, row.familyId);
}
