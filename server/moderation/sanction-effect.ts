/**
 * The effect line of a statement of reasons, written for the user who receives it: what the
 * sanction does to their account, and where they stand on the ladder afterwards.
 */
import { sanctionLadder, VIOLATION_TTL_DAYS } from '../contract/constants.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "30 November 2026, 14:05 UTC" */
export const formatUntil = (until: Date) => `${WHEN.format(until)} UTC`;

/** `ordinalNo`: the number the violation gets among the active ones (sanctionLadder's next). */
export function warningEffect(ordinalNo: number): string {
  const counts = `This is your ${ordinal(ordinalNo)} warning; it counts against your account for ${VIOLATION_TTL_DAYS} days.`;
  return sanctionLadder(ordinalNo).suspensionCloses
    ? `${counts} With ${ordinalNo} active warnings, a suspension would close your account.`
    : counts;
}

export function suspensionEffect(days: number, until: Date): string {
  return `Your account is suspended for ${days} day${days === 1 ? '' : 's'}, until ${formatUntil(until)}.`;
}

export function closureEffect(ordinalNo: number): string {
  return `Your account is closed: this is your ${ordinal(ordinalNo)} violation within ${VIOLATION_TTL_DAYS} days.`;
}
