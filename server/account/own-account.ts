import type { Context } from 'hono';
import { verifyPassword } from '../auth/passwords.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import type { UserRow } from '../db/schema.ts';
import type { AuthEnv } from '../http/auth.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** Only the account itself may act on it; others get the same 404 as for a missing id. */
export function ownAccount(c: Context<AuthEnv>): UserRow {
  const me = c.var.user;
  if (c.req.param('id') !== me.id) throw notFound('No user with this id.');
  return me;
}

/** The current password, asked again before a change that a borrowed session must not make. */
export async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (await verifyPassword(password, user.passwordHash)) return;
  throw new HttpError(400, {
    code: ERROR_CODES.invalidCredentials,
    message: 'Current password is incorrect.',
    issues: [{ path: 'currentPassword', message: 'Current password is incorrect.' }],
  });
}
