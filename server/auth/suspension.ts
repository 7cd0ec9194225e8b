import { SUSPENSION_THRESHOLD } from '../contract/constants.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ERROR_CODES } from '../contract/errors.ts';

const DATE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * A suspended account gets 403 ACCOUNT_SUSPENDED on login, refresh and every authenticated
 * call. While warningCounter is below SUSPENSION_THRESHOLD the suspension is temporary (it
 * ends at suspendedUntil); from the threshold on, the account is closed. `meta` lets the client show its suspension modal without parsing the message.
 */
export function assertNotSuspended(user: UserRow, now = new Date()): void {
  const until = user.suspendedUntil;
  if (!until || until <= now) return;
  const closed = user.warningCounter >= SUSPENSION_THRESHOLD;
  throw new HttpError(403, {
    code: ERROR_CODES.suspended,
    message: closed
      ? 'Your account has been closed.'
      : `Your account is temporarily suspended until ${DATE.format(until)} UTC.`,
    meta: { suspendedUntil: until.toISOString(), warningCounter: user.warningCounter },
  });
}
