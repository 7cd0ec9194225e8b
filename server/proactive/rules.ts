/**
 * When an Angel may write first (docs/product-rules.md#angels-who-write-first): pure rules over
 * a moment, the user's time zone and what the database said, so they are tested without a
 * database or a clock. The scheduler asks them cheapest first: the hours and the day's count
 * (nothing to read), then the chat (one statement), then the money (one statement), and only
 * then is a message created and a model asked.
 */
const DAY = 1440;
const MINUTE_MS = 60_000;

/** Waking hours in minutes after local midnight; an end before the start runs past midnight. */
export type Wake = { start: number; end: number };

/** A moment as the user's clock shows it. */
export type Local = { date: string; minute: number; weekday: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` (an IANA name the server validated) at `at`. */
export function localTime(at: Date, zone: string): Local {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      // h23: midnight is 00, never 24 (hour12: false says 24 in some engines).
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
    weekday: parts.weekday ?? '',
  };
}

/** How long the waking hours last, in minutes. */
export const wakeLength = (wake: Wake): number => (wake.end - wake.start + DAY) % DAY || DAY;

/** Minutes since the waking hours last began (at or after their end: outside them). */
const sinceStart = (minute: number, wake: Wake) => (minute - wake.start + DAY) % DAY;

export const isAwake = (local: Local, wake: Wake): boolean =>
  sinceStart(local.minute, wake) < wakeLength(wake);

/** The day before a YYYY-MM-DD date (calendar arithmetic, no zone involved). */
function dayBefore(date: string): string {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() - 1);
  return utc.toISOString().slice(0, 10);
}

/**
 * The waking day a moment inside the waking hours belongs to: the date they began on, so
 * hours that run past midnight (20:00–02:00) count as one day, not two.
 */
export const wakingDay = (local: Local, wake: Wake): string =>
  local.minute < wake.start && isAwake(local, wake) ? dayBefore(local.date) : local.date;

/**
 * The n-th message of a waking day (from 0) may come once this much of it has passed: the
 * day's messages are spread over the waking hours instead of coming together.
 */
export const slotOpensAfter = (n: number, perDay: number, wake: Wake): number =>
  Math.floor((n * wakeLength(wake)) / perDay);

/** A chat's own setting and what it sent, as the scheduler's row holds them. */
export type ChatPlan = {
  perDay: number;
  wake: Wake;
  wakingDay: string | null;
  dayCount: number;
};

export type Verdict = { due: true } | { due: false; why: Reason; retryAt: Date };
export type Reason =
  | 'asleep'
  | 'day-full'
  | 'not-yet'
  | 'unanswered'
  | 'quiet'
  | 'busy'
  | 'gone'
  | 'cap'
  | 'no-tokens';

/** A waiting time in hours is rechecked at least hourly: a DST change moves the clock by one. */
const RECHECK_MAX_MINUTES = 60;
/** Waiting on the user (an answer, tokens, tomorrow's cap): looked at again this often. */
const WAIT_ON_USER_MINUTES = 30;
/** A reply being written in the chat: soon. */
const BUSY_MINUTES = 2;

const after = (now: Date, minutes: number) =>
  new Date(now.getTime() + Math.max(1, Math.ceil(minutes)) * MINUTE_MS);
const wait = (now: Date, why: Reason, minutes: number): Verdict => ({
  due: false,
  why,
  retryAt: after(now, Math.min(minutes, RECHECK_MAX_MINUTES)),
});

/** 1. Clock only: inside the waking hours, the day not full, this message's slot open. */
export function timeVerdict(now: Date, zone: string, plan: ChatPlan): Verdict {
  const local = localTime(now, zone);
  const since = sinceStart(local.minute, plan.wake);
  const length = wakeLength(plan.wake);
  if (since >= length) return wait(now, 'asleep', DAY - since);
  const sent = plan.wakingDay === wakingDay(local, plan.wake) ? plan.dayCount : 0;
  if (sent >= plan.perDay) return wait(now, 'day-full', DAY - since);
  const opens = slotOpensAfter(sent, plan.perDay, plan.wake);
  if (since < opens) return wait(now, 'not-yet', opens - since);
  return { due: true };
}

/** What the chat says, read in one statement. */
export type ChatFacts = {
  /** Deleted by the user, or no longer a one-to-one chat of theirs. */
  gone: boolean;
  /** A reply is being written in it. */
  busy: boolean;
  /** The Angel's last message written first has no message of the user after it. */
  unanswered: boolean;
  /** The chat's last message shown. */
  lastActivityAt: Date | null;
};

/** 2. The chat: there, quiet, not written into, and the last message written first answered. */
export function chatVerdict(now: Date, facts: ChatFacts, quietMinutes: number): Verdict {
  if (facts.gone) return wait(now, 'gone', RECHECK_MAX_MINUTES);
  if (facts.busy) return wait(now, 'busy', BUSY_MINUTES);
  if (facts.unanswered) return wait(now, 'unanswered', WAIT_ON_USER_MINUTES);
  if (facts.lastActivityAt) {
    const quietFor = (now.getTime() - facts.lastActivityAt.getTime()) / MINUTE_MS;
    if (quietFor < quietMinutes) return wait(now, 'quiet', quietMinutes - quietFor);
  }
  return { due: true };
}

export type MoneyFacts = { dailyCap: number; spentToday: number; balance: number; cost: number };

/** 3. The money: within the day's cap for Angels' own spending, and tokens to pay. */
export function moneyVerdict(now: Date, facts: MoneyFacts): Verdict {
  if (facts.spentToday + facts.cost > facts.dailyCap) {
    return wait(now, 'cap', WAIT_ON_USER_MINUTES);
  }
  if (facts.balance < facts.cost) return wait(now, 'no-tokens', WAIT_ON_USER_MINUTES);
  return { due: true };
}

const PARTS_OF_DAY = [
  [5 * 60, 'night'],
  [12 * 60, 'morning'],
  [18 * 60, 'afternoon'],
  [22 * 60, 'evening'],
  [DAY, 'night'],
] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number][1];

/** Morning, afternoon…: what the Angel may say about the user's time ("Good morning"). */
export function partOfDay(minute: number): PartOfDay {
  return PARTS_OF_DAY.find(([until]) => minute < until)?.[1] ?? 'night';
}
