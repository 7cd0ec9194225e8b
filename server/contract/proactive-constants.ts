/**
 * Angels who write first (issue 31): the numbers both sides read, zod-free so the browser
 * imports them at run time. docs/product-rules.md#angels-who-write-first describes the rules.
 */
import { REPLY_TOKEN_COST } from './constants.ts';

export const WRITES_FIRST = {
  /** How many messages a day the user may let one Angel write first. */
  perDayMin: 1,
  perDayMax: 3,
  perDayDefault: 1,
  /** Waking hours offered before the user chooses (minutes after local midnight). */
  wakeStartDefault: 9 * 60,
  wakeEndDefault: 21 * 60,
  /**
   * A message an Angel writes on its own is priced like a reply (the same model call), from
   * the user's tokens, within the daily cap. Shown before opting in.
   */
  cost: REPLY_TOKEN_COST,
  /** Tokens a day Angels may spend on their own unless the user sets another cap (0: never). */
  dailyCapDefault: 3,
  dailyCapMax: 100,
  /**
   * An Angel does not write first while a conversation is fresh: this long after the chat's
   * last message (PROACTIVE_QUIET_MINUTES overrides it, e.g. for browser tests).
   */
  quietMinutesDefault: 120,
} as const;

export const PROACTIVE_ERROR_CODES = {
  /** Writing first is a one-to-one chat's setting (a group would have every Angel write). */
  oneToOneOnly: 'WRITES_FIRST_ONE_TO_ONE',
} as const;

/** "HH:MM" (24 h) for minutes after midnight, and back; null for anything else. */
export const formatTimeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function parseTimeOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
