/** The refusals of case actions, worded for the agent who tried. */
import { MODERATION_ERROR_CODES } from '../contract/constants.ts';
import { HttpError, notFound } from '../http/errors.ts';

export const noSuchCase = () => notFound('No case with this id.');

/** A sanction, lift or overturn for an account deleted since: only closing the case remains. */
export const accountDeleted = () =>
  new HttpError(409, {
    code: MODERATION_ERROR_CODES.accountDeleted,
    message:
      'This account has been deleted: there is nobody to sanction. Resolve the case instead.',
  });

/** Writing as the Angel into a chat its user deleted: they would never read it. */
export const chatDeletedByUser = () =>
  new HttpError(409, {
    code: MODERATION_ERROR_CODES.chatDeleted,
    message:
      'The user has deleted this chat: it can still be read as evidence, but nothing can be written into it.',
  });

export const caseResolved = () =>
  new HttpError(409, {
    code: MODERATION_ERROR_CODES.caseResolved,
    message: 'This case is already resolved.',
  });

/** "3 seconds", "2 minutes", "5 hours", "2 days": how long ago, readable at a glance. */
export function howLongAgo(since: Date, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - since.getTime()) / 1000));
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.floor(seconds / 60), 'minute']
        : seconds < 172_800
          ? [Math.floor(seconds / 3600), 'hour']
          : [Math.floor(seconds / 86_400), 'day'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** Another agent holds the case: say who, and since when, so the screen can tell. */
export const caseClaimed = (holder: { id: string; email: string }, claimedAt: Date | null) =>
  new HttpError(409, {
    code: MODERATION_ERROR_CODES.caseClaimed,
    message: claimedAt
      ? `${holder.email} claimed this case ${howLongAgo(claimedAt)} ago.`
      : `${holder.email} has claimed this case.`,
    meta: { assigneeId: holder.id, assigneeEmail: holder.email },
  });

/** Claimed and released again while we looked, more than once: rare enough to just retry. */
export const caseChangingHands = () =>
  new HttpError(409, {
    code: MODERATION_ERROR_CODES.caseClaimed,
    message: 'This case is changing hands right now; try again in a moment.',
  });
