/** Angels who write first: the chat's setting and the daily cap, as the API speaks them. */
import { z } from 'zod';
import { parseTimeOfDay, WRITES_FIRST } from './proactive-constants.ts';

export { WRITES_FIRST, PROACTIVE_ERROR_CODES } from './proactive-constants.ts';

const timeOfDay = (label: string) =>
  z.string().refine((text) => parseTimeOfDay(text) !== null, `${label} must be a time like 08:30`);

/**
 * An IANA time zone as the browser names it (Intl's resolvedOptions().timeZone): a name the
 * runtime's Intl knows ("Europe/Berlin", "UTC"), not an offset.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z
  .string()
  .refine(isTimeZone, 'Your time zone is not one this server knows; check the device settings');

/** PUT /api/chats/{chatHash}/writes-first. */
export const writesFirstBodySchema = z
  .object({
    enabled: z.boolean(),
    perDay: z
      .number()
      .int()
      .min(WRITES_FIRST.perDayMin, `At least ${WRITES_FIRST.perDayMin} a day`)
      .max(WRITES_FIRST.perDayMax, `At most ${WRITES_FIRST.perDayMax} a day`),
    wakeStart: timeOfDay('From'),
    wakeEnd: timeOfDay('Until'),
    /** The browser's zone: waking hours and days are the user's local ones. */
    timeZone,
  })
  .refine((body) => body.wakeStart !== body.wakeEnd, {
    path: ['wakeEnd'],
    message: 'Until must differ from From',
  });
export type WritesFirstBody = z.infer<typeof writesFirstBodySchema>;

/** GET/PUT answer: the setting, what it costs, and what today allows. */
export const writesFirstSchema = z.object({
  enabled: z.boolean(),
  perDay: z.number().int(),
  wakeStart: z.string(),
  wakeEnd: z.string(),
  /** null: never set; the client offers its own zone. */
  timeZone: z.string().nullable(),
  /** Tokens each message an Angel writes first costs. */
  cost: z.number().int(),
  /** The user's daily cap for everything Angels spend on their own (Settings). */
  dailyCap: z.number().int(),
  /** Messages this Angel wrote first today (the user's day). */
  sentToday: z.number().int(),
});
export type WritesFirst = z.infer<typeof writesFirstSchema>;

/** PUT /api/users/{id}/writes-first-cap. */
export const dailyCapBodySchema = z.object({
  dailyCap: z
    .number()
    .int('A whole number of tokens')
    .min(0, 'At least 0 (0: Angels never spend on their own)')
    .max(WRITES_FIRST.dailyCapMax, `At most ${WRITES_FIRST.dailyCapMax} tokens a day`),
});
export type DailyCapBody = z.infer<typeof dailyCapBodySchema>;

export const dailyCapSchema = z.object({
  dailyCap: z.number().int(),
  /** Tokens Angels spent on their own today (refunded messages do not count). */
  spentToday: z.number().int(),
  cost: z.number().int(),
});
export type DailyCap = z.infer<typeof dailyCapSchema>;
