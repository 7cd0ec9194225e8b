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
import { ERROR_CODES } from '../contract/errors.ts';
import { removeSessionDevices } from '../push/subscriptions.ts';

const DAY_MS = 86_400_000;

const sessionExpired = () =>
  new HttpError(401, {
    code: ERROR_CODES.invalidToken,
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
  const accessToken = signAccessToken(
    user,
    secret,
    config.accessTokenTtlSeconds,
    Date.now(),
    familyId,
  );
  return { accessToken, refreshToken };
}

/**
 * A rotated token presented again this soon after its rotation is a lost answer (the phone
 * dropped off the network before the new pair arrived) or a second tab that had not yet seen
 * the new pair: it gets a pair of its own in the same family instead of ending the session.
 */
export const REUSE_GRACE_MS = 20_000;

/**
 * Exchange a refresh token for a new pair. A token that was revoked, or rotated longer ago than
 * the grace period, is being replayed (stolen, or a client bug): the whole family dies, so the
 * thief's newer tokens stop working too and the owner simply logs in again.
 */
export async function rotateSession(deps: AuthDeps, refreshToken: string): Promise<TokenPair> {
  const { db } = deps;
  const now = new Date();
  const row = await findRefreshToken(db, hashToken(refreshToken));
  if (!row) throw sessionExpired();
  const withinGrace = (replacedAt: Date) => now.getTime() - replacedAt.getTime() < REUSE_GRACE_MS;
  if (row.revokedAt || (row.replacedAt && !withinGrace(row.replacedAt))) {
    await revokeFamily(db, row.familyId, now);
    // A suspension revokes every session: its owner learns why (the modal), not "expired".
    const owner = await findUser(db, row.userId);
    if (owner) assertNotSuspended(owner, now);
    throw sessionExpired();
  }
  if (row.expiresAt <= now) throw sessionExpired();
  // Not yet rotated: rotate it. A concurrent use of the same token may win that race by a few
  // milliseconds, which is the grace case again.
  if (!row.replacedAt) await markReplaced(db, row.id, now);
  const user = await findUser(db, row.userId);
  if (!user) throw sessionExpired();
  assertNotSuspended(user, now);
  return issueSession(deps, user, row.familyId);
}

/**
 * Logout: end the token's family, and the notifications of the device it was (the devices this
 * login turned on). Unknown tokens are fine (idempotent).
 */
export async function endSession({ db }: Pick<AuthDeps, 'db'>, refreshToken: string) {
  const row = await findRefreshToken(db, hashToken(refreshToken));
  if (!row) return;
  await revokeFamily(db, row.familyId);
  await removeSessionDevices(db, row.familyId);
}
