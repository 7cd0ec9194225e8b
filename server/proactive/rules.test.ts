import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../contract/proactive.ts';
import {
  chatVerdict,
  isAwake,
  localTime,
  moneyVerdict,
  partOfDay,
  slotOpensAfter,
  timeVerdict,
  wakingDay,
  type ChatPlan,
} from './rules.ts';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
const plan = (over: Partial<ChatPlan> = {}): ChatPlan => ({
  perDay: 1,
  wake: { start: 9 * 60, end: 21 * 60 },
  wakingDay: null,
  dayCount: 0,
  ...over,
});
const minutesTo = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;

describe('the user’s clock', () => {
  it('reads the wall clock of the zone, DST included', () => {
    // 2027-03-14: New York moves from EST (UTC−5) to EDT (UTC−4) at 02:00.
    expect(localTime(at('2027-03-13T13:30:00Z'), NY)).toMatchObject({
      date: '2027-03-13',
      minute: 8 * 60 + 30,
      weekday: 'Saturday',
    });
    expect(localTime(at('2027-03-14T13:30:00Z'), NY)).toMatchObject({
      date: '2027-03-14',
      minute: 9 * 60 + 30,
    });
    expect(localTime(at('2027-03-14T04:00:00Z'), 'UTC').minute).toBe(4 * 60);
    // Midnight is 00:00, never 24:00.
    expect(localTime(at('2027-01-01T00:00:00Z'), 'UTC')).toMatchObject({ minute: 0 });
  });

  it('accepts IANA names only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Berlin; drop table')).toBe(false);
  });

  it('names the part of the day', () => {
    expect(partOfDay(7 * 60)).toBe('morning');
    expect(partOfDay(14 * 60)).toBe('afternoon');
    expect(partOfDay(19 * 60)).toBe('evening');
    expect(partOfDay(23 * 60)).toBe('night');
    expect(partOfDay(2 * 60)).toBe('night');
  });
});

describe('waking hours', () => {
  const late = { start: 20 * 60, end: 2 * 60 };
  it('may run past midnight, and count as the day they began', () => {
    expect(isAwake({ date: '2027-05-02', minute: 60, weekday: '' }, late)).toBe(true);
    expect(isAwake({ date: '2027-05-02', minute: 3 * 60, weekday: '' }, late)).toBe(false);
    expect(wakingDay({ date: '2027-05-02', minute: 60, weekday: '' }, late)).toBe('2027-05-01');
    expect(wakingDay({ date: '2027-05-01', minute: 22 * 60, weekday: '' }, late)).toBe(
      '2027-05-01',
    );
    // Across a month's end.
    expect(wakingDay({ date: '2027-03-01', minute: 30, weekday: '' }, late)).toBe('2027-02-28');
  });

  it('spread a day’s messages over the hours', () => {
    const day = { start: 9 * 60, end: 21 * 60 };
    expect([0, 1, 2].map((n) => slotOpensAfter(n, 3, day))).toEqual([0, 240, 480]);
  });
});

describe('the clock’s verdict', () => {
  it('is asleep before the hours in the user’s zone, and awake the same UTC time after DST', () => {
    const before = at('2027-03-13T13:30:00Z'); // 08:30 EST
    const verdict = timeVerdict(before, NY, plan());
    expect(verdict).toMatchObject({ due: false, why: 'asleep' });
    // Looked at again when the hours begin (09:00 EST), half an hour later.
    if (!verdict.due) expect(minutesTo(before, verdict.retryAt)).toBe(30);
    expect(timeVerdict(at('2027-03-14T13:30:00Z'), NY, plan())).toEqual({ due: true }); // 09:30 EDT
  });

  it('looks again within an hour however far the hours are, so a DST change cannot skip them', () => {
    const night = at('2027-03-14T06:00:00Z'); // 01:00 EST, the night the clocks go forward
    const verdict = timeVerdict(night, NY, plan());
    expect(verdict.due).toBe(false);
    if (!verdict.due) expect(minutesTo(night, verdict.retryAt)).toBe(60);
  });

  it('stops at the number a day, counted per waking day', () => {
    const noon = at('2027-05-05T12:00:00Z');
    const full = plan({ perDay: 2, wakingDay: '2027-05-05', dayCount: 2 });
    expect(timeVerdict(noon, 'UTC', full)).toMatchObject({ due: false, why: 'day-full' });
    // Yesterday's count does not hold today back.
    expect(timeVerdict(noon, 'UTC', { ...full, wakingDay: '2027-05-04' })).toEqual({ due: true });
  });

  it('waits for the next message’s share of the hours', () => {
    const three = plan({ perDay: 3, wakingDay: '2027-05-05', dayCount: 1 });
    expect(timeVerdict(at('2027-05-05T12:00:00Z'), 'UTC', three)).toMatchObject({
      due: false,
      why: 'not-yet',
    });
    expect(timeVerdict(at('2027-05-05T13:00:00Z'), 'UTC', three)).toEqual({ due: true });
  });
});

describe('the chat’s and the money’s verdicts', () => {
  const now = at('2027-05-05T12:00:00Z');
  const chat = { gone: false, busy: false, unanswered: false, lastActivityAt: null };
  it('never writes twice without an answer, nor into a fresh, busy or deleted chat', () => {
    expect(chatVerdict(now, chat, 120)).toEqual({ due: true });
    expect(chatVerdict(now, { ...chat, unanswered: true }, 120)).toMatchObject({
      why: 'unanswered',
    });
    expect(chatVerdict(now, { ...chat, busy: true }, 120)).toMatchObject({ why: 'busy' });
    expect(chatVerdict(now, { ...chat, gone: true }, 120)).toMatchObject({ why: 'gone' });
    const recent = { ...chat, lastActivityAt: new Date(now.getTime() - 30 * 60_000) };
    const quiet = chatVerdict(now, recent, 120);
    expect(quiet).toMatchObject({ why: 'quiet' });
    if (!quiet.due) expect(minutesTo(now, quiet.retryAt)).toBe(60); // at most an hour
    expect(chatVerdict(now, recent, 30)).toEqual({ due: true });
  });

  it('spends within the day’s cap and the balance only', () => {
    const money = { dailyCap: 3, spentToday: 2, balance: 10, cost: 1 };
    expect(moneyVerdict(now, money)).toEqual({ due: true });
    expect(moneyVerdict(now, { ...money, spentToday: 3 })).toMatchObject({ why: 'cap' });
    expect(moneyVerdict(now, { ...money, dailyCap: 0, spentToday: 0 })).toMatchObject({
      why: 'cap',
    });
    expect(moneyVerdict(now, { ...money, balance: 0 })).toMatchObject({ why: 'no-tokens' });
  });
});
