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
 * A suspended or closed account gets 403 ACCOUNT_SUSPENDED on login, refresh and every
 * authenticated call. A suspension is temporary (it ends at suspendedUntil) while the
 * warningCounter it left is below SUSPENSION_THRESHOLD; from there on it closes the account
 * (`closedAt`) until an agent lifts it. `meta` lets the client show its suspension modal without
 * parsing the message, and `reason` says why
 * (the sanction's statement); a closed account has no suspendedUntil and a counter at the threshold.
 */
export function assertNotSuspended(user: UserRow, now = new Date()): void {
  if (user.closedAt) {
    throw new HttpError(403, {
      code: ERROR_CODES.suspended,
      message: 'Your account has been closed.',
      meta: {
        suspendedUntil: null,
        warningCounter: Math.max(user.warningCounter, SUSPENSION_THRESHOLD),
        reason: user.suspensionReason,
      },
    });
  }
  const until = user.suspendedUntil;
  if (!until || until <= now) return;
  throw new HttpError(403, {
    code: ERROR_CODES.suspended,
    message: `Your account is temporarily suspended until ${DATE.format(until)} UTC.`,
    meta: {
      suspendedUntil: until.toISOString(),
      warningCounter: user.warningCounter,
      reason: user.suspensionReason,
    },
  });
}
