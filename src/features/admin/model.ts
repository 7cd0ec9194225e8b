/**
 * Pure rules of the agents' console: how flagged text splits into highlighted segments, how a
 * wait reads, what the sanction ladder means in words, and who holds a case. Kept free of React
 * so each can be tested on its own.
 */
import { SUSPENSION_THRESHOLD } from '@contract/constants.ts';
import type {
  CaseStatus,
  CaseSummary,
  FlaggedSpan,
  ModeratedUser,
  PersonRef,
} from '@contract/moderation.ts';

// --- Flagged text ------------------------------------------------------------------------

export type TextSegment = { text: string; flagged: boolean; terms: readonly string[] };

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Splits `text` into plain and flagged segments by the filter's spans ([start, end) in UTF-16
 * code units). Spans come from the server, computed on the text as it was then: out-of-range
 * ends are clamped, empty or inverted spans dropped, overlapping or touching ones merged (their
 * terms kept), and an edge inside a surrogate pair widened so a character is never cut in two.
 * The segments always join back to `text`.
 */
export function segmentBySpans(text: string, spans: readonly FlaggedSpan[]): TextSegment[] {
  const ranges = spans
    .map((span) => {
      let start = Math.max(0, Math.min(text.length, Math.trunc(span.start)));
      let end = Math.max(0, Math.min(text.length, Math.trunc(span.end)));
      if (start > 0 && start < text.length && isLowSurrogate(text.charCodeAt(start))) start -= 1;
      if (end > 0 && end < text.length && isLowSurrogate(text.charCodeAt(end))) end += 1;
      return { start, end, terms: span.term ? [span.term] : [] };
    })
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);

  const merged: { start: number; end: number; terms: string[] }[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
      for (const term of range.terms) if (!last.terms.includes(term)) last.terms.push(term);
    } else {
      merged.push({ ...range, terms: [...range.terms] });
    }
  }

  const segments: TextSegment[] = [];
  let at = 0;
  for (const range of merged) {
    if (range.start > at)
      segments.push({ text: text.slice(at, range.start), flagged: false, terms: [] });
    segments.push({ text: text.slice(range.start, range.end), flagged: true, terms: range.terms });
    at = range.end;
  }
  if (at < text.length || segments.length === 0) {
    segments.push({ text: text.slice(at), flagged: false, terms: [] });
  }
  return segments;
}

// --- Time --------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a case has waited, short enough for a queue column: "12 min", "3 h 5 min", "2 d 4 h". */
export function formatWaiting(sinceIso: string, now: number): string {
  const waited = now - Date.parse(sinceIso);
  if (!Number.isFinite(waited) || waited < MINUTE) return '< 1 min';
  if (waited < HOUR) return `${Math.floor(waited / MINUTE)} min`;
  if (waited < DAY) {
    const hours = Math.floor(waited / HOUR);
    const minutes = Math.floor((waited % HOUR) / MINUTE);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(waited / DAY);
  const hours = Math.floor((waited % DAY) / HOUR);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}

/** How long ago an account was made, in the largest whole unit: "today", "3 days", "2 years". */
export function formatAccountAge(createdIso: string, now: number): string {
  const days = Math.floor((now - Date.parse(createdIso)) / DAY);
  if (!Number.isFinite(days) || days < 1) return 'today';
  const [count, unit] =
    days >= 365
      ? [Math.floor(days / 365), 'year']
      : days >= 60
        ? [Math.floor(days / 30), 'month']
        : [days, 'day'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const exactFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The full date and time, for titles and history entries. */
export function exactTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? exactFormat.format(time) : iso;
}

// --- The sanction ladder -----------------------------------------------------------------

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

type Ladder = ModeratedUser['ladder'];

/** What a warning would mean, said before the agent gives it. */
export function warningPreview(ladder: Ladder): string[] {
  const lines = [`This is the user's ${ordinal(ladder.next)} warning.`];
  if (ladder.next + 1 >= SUSPENSION_THRESHOLD) {
    lines.push('After it, any suspension closes the account.');
  }
  return lines;
}

/** What a suspension would mean, said before the agent gives it. */
export function suspensionPreview(ladder: Ladder, days: number): string[] {
  if (ladder.suspensionCloses) {
    return [
      `This is the user's ${ordinal(ladder.next)} warning.`,
      'This suspension closes the account: the user will not be able to log in again.',
    ];
  }
  const span = `${days} day${days === 1 ? '' : 's'}`;
  return [
    `This is the user's ${ordinal(ladder.next)} warning.`,
    `The account is suspended for ${span}, then opens again.`,
  ];
}

// --- Cases -------------------------------------------------------------------------------

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  new: 'New',
  open: 'Claimed',
  resolved: 'Resolved',
};

/** Whose hands a case is in, from the signed-in agent's point of view. */
export type Holder = 'nobody' | 'me' | 'other';

export function holderOf(item: Pick<CaseSummary, 'assignee' | 'status'>, me: string): Holder {
  if (item.status === 'resolved' || !item.assignee) return 'nobody';
  return item.assignee.id === me ? 'me' : 'other';
}

/** Why the case's actions are off, or null when the signed-in agent may act. */
export function lockedReason(
  item: Pick<CaseSummary, 'assignee' | 'status'> | null,
  me: string,
): string | null {
  if (!item) return null;
  if (item.status === 'resolved') return 'This case is resolved.';
  if (holderOf(item, me) === 'other') {
    return `${(item.assignee as PersonRef).email} has this case. Actions are theirs until they release it.`;
  }
  return null;
}

/**
 * Why the agent may not write as the Angel, or null: only the agent holding the chat's open
 * case may (the server refuses everyone else), so a case nobody holds, or none, locks it too.
 */
export function replyLockedReason(
  item: Pick<CaseSummary, 'assignee' | 'status'> | null,
  me: string,
): string | null {
  if (!item || item.status === 'resolved') {
    return 'Writing as the Angel needs an open case on this chat, held by you.';
  }
  const holder = holderOf(item, me);
  if (holder === 'nobody') return 'Claim this case to write as the Angel.';
  return holder === 'me' ? null : lockedReason(item, me);
}

/**
 * The words for a refused claim: the server names who took the case and when ("… claimed this
 * case 3 seconds ago."); without a message, its meta still says who.
 */
export function claimRefusalText(error: {
  code: string;
  message: string;
  details?: { meta?: Record<string, unknown> };
}): string {
  if (error.code !== 'CASE_CLAIMED') return error.message || 'The case could not be claimed.';
  if (error.message) return error.message;
  const email = error.details?.meta?.assigneeEmail;
  return typeof email === 'string' ? `${email} has this case.` : 'Another agent has this case.';
}

/** Whether the user cannot log in now: a closed account, or a suspension not yet over. */
export function isSuspended(
  user: Pick<ModeratedUser, 'closed' | 'suspendedUntil'>,
  now: number,
): boolean {
  return user.closed || (user.suspendedUntil !== null && Date.parse(user.suspendedUntil) > now);
}

/**
 * A paged list's items, each once: the queue's order shifts live between page loads, so a
 * case can come back on the next page; the first sighting stays.
 */
export function uniqueById<T extends { id: string }>(pages: readonly { items: readonly T[] }[]) {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}
