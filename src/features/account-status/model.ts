import type { AccountStatus } from '@contract/moderation.ts';
import {
  SUSPENSION_THRESHOLD,
  VIOLATION_TTL_DAYS,
  sanctionLadder,
  type ViolationStatus,
} from '@contract/constants.ts';

export type AccountViolation = AccountStatus['violations'][number];

/**
 * Where the user stands, in words: how many active warnings against the threshold, and what the
 * next step of the ladder would be (the same sanctionLadder the server and the console apply).
 */
export function standing(warningCounter: number): { headline: string; detail: string } {
  if (warningCounter <= 0) {
    return {
      headline: 'No active warnings',
      detail: 'Your account is in good standing.',
    };
  }
  const counted = `${warningCounter} of ${SUSPENSION_THRESHOLD} warnings`;
  const next = sanctionLadder(warningCounter).suspensionCloses
    ? 'a suspension now would close your account'
    : 'a further violation could lead to a temporary suspension';
  return {
    headline: `${counted}: ${next}.`,
    detail: `Each warning and suspension counts for ${VIOLATION_TTL_DAYS} days, then expires.`,
  };
}

/** "Warning", "Suspension for 7 days", or "Account closed" (a suspension without an end). */
export function violationTitle(violation: Pick<AccountViolation, 'kind' | 'days'>): string {
  if (violation.kind === 'warning') return 'Warning';
  if (violation.days === null) return 'Account closed';
  return `Suspension for ${violation.days} ${violation.days === 1 ? 'day' : 'days'}`;
}

export const STATUS_LABELS = {
  active: 'Active',
  expired: 'Expired',
  overturned: 'Overturned',
} as const satisfies Record<ViolationStatus, string>;

export function decidedBy(automated: boolean): string {
  return automated ? 'Automatically, by our content filter' : 'By our moderation team';
}

/** What the notice on arrival tells: new decisions still standing (an overturned one is moot). */
export function unseenViolations(status: AccountStatus | undefined): AccountViolation[] {
  return status?.violations.filter((v) => !v.seen && v.status !== 'overturned') ?? [];
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export function longDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A suspension ended early: "Suspension lifted on 3 March 2026: <reason>" (null: not lifted). */
export function liftedLine(violation: Pick<AccountViolation, 'days' | 'lifted'>): string | null {
  if (!violation.lifted) return null;
  const what = violation.days === null ? 'Account reopened' : 'Suspension lifted';
  return `${what} on ${longDate(violation.lifted.at)}: ${violation.lifted.reason}`;
}
