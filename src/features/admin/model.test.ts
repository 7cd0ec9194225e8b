import { describe, expect, it } from 'vitest';
import {
  uniqueById,
  formatAccountAge,
  formatWaiting,
  holderOf,
  isSuspended,
  lockedReason,
  ordinal,
  replyLockedReason,
  claimRefusalText,
  segmentBySpans,
  suspensionPreview,
  warningPreview,
} from './model';
import { parseQueueSearch, parseViolationsSearch } from './search';

const span = (start: number, end: number, term = 'x') => ({ start, end, term });
const joined = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const flagged = (segments: { text: string; flagged: boolean }[]) =>
  segments.filter((s) => s.flagged).map((s) => s.text);

describe('segmentBySpans', () => {
  it('leaves text without spans as one plain segment', () => {
    expect(segmentBySpans('hello', [])).toEqual([{ text: 'hello', flagged: false, terms: [] }]);
    expect(segmentBySpans('', [])).toEqual([{ text: '', flagged: false, terms: [] }]);
  });

  it('marks each span and keeps the text around it', () => {
    const segments = segmentBySpans('you are a damn fool', [
      span(10, 14, 'damn'),
      span(15, 19, 'fool'),
    ]);
    expect(segments.map((s) => [s.text, s.flagged])).toEqual([
      ['you are a ', false],
      ['damn', true],
      [' ', false],
      ['fool', true],
    ]);
    expect(segments[1]!.terms).toEqual(['damn']);
  });

  it('merges overlapping and touching spans, in any order, keeping both terms', () => {
    const segments = segmentBySpans('abcdefghij', [
      span(4, 8, 'b'),
      span(2, 6, 'a'),
      span(8, 9, 'c'),
    ]);
    expect(flagged(segments)).toEqual(['cdefghi']);
    expect(segments.find((s) => s.flagged)!.terms).toEqual(['a', 'b', 'c']);
    expect(joined(segments)).toBe('abcdefghij');
  });

  it('clamps spans past the end, drops empty, inverted and fully outside ones', () => {
    const segments = segmentBySpans('short', [
      span(3, 99),
      span(4, 2),
      span(1, 1),
      span(50, 60),
      span(-5, 1),
    ]);
    expect(flagged(segments)).toEqual(['s', 'rt']);
    expect(joined(segments)).toBe('short');
  });

  it('never cuts a character made of two code units in half', () => {
    const text = 'a😀b';
    const segments = segmentBySpans(text, [span(2, 3)]);
    expect(flagged(segments)).toEqual(['😀']);
    expect(joined(segments)).toBe(text);
  });
});

describe('formatWaiting', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('reads in minutes, then hours, then days', () => {
    expect(formatWaiting(ago(20_000), now)).toBe('< 1 min');
    expect(formatWaiting(ago(12 * 60_000 + 30_000), now)).toBe('12 min');
    expect(formatWaiting(ago(60 * 60_000), now)).toBe('1 h');
    expect(formatWaiting(ago(185 * 60_000), now)).toBe('3 h 5 min');
    expect(formatWaiting(ago(2 * 86_400_000 + 4 * 3_600_000), now)).toBe('2 d 4 h');
  });
  it('treats a time in the future (clock skew) or garbage as just now', () => {
    expect(formatWaiting(ago(-60_000), now)).toBe('< 1 min');
    expect(formatWaiting('not a date', now)).toBe('< 1 min');
  });
});

describe('formatAccountAge', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();
  it('uses the largest unit that reads naturally', () => {
    expect(formatAccountAge(daysAgo(0.5), now)).toBe('today');
    expect(formatAccountAge(daysAgo(1), now)).toBe('1 day');
    expect(formatAccountAge(daysAgo(45), now)).toBe('45 days');
    expect(formatAccountAge(daysAgo(100), now)).toBe('3 months');
    expect(formatAccountAge(daysAgo(800), now)).toBe('2 years');
  });
});

describe('the ladder in words', () => {
  it('gives ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it("names the warning's rank, and says when the next suspension would close the account", () => {
    expect(warningPreview({ next: 1, suspensionCloses: false })).toEqual([
      "This is the user's 1st warning.",
    ]);
    expect(warningPreview({ next: 2, suspensionCloses: false })).toEqual([
      "This is the user's 2nd warning.",
      'After it, any suspension closes the account.',
    ]);
  });

  it('says a suspension closes the account exactly when the ladder says so', () => {
    const temporary = suspensionPreview({ next: 2, suspensionCloses: false }, 7);
    expect(temporary.join(' ')).toContain('suspended for 7 days');
    expect(temporary.join(' ')).not.toContain('closes the account');
    expect(suspensionPreview({ next: 1, suspensionCloses: false }, 1).join(' ')).toContain(
      '1 day,',
    );
    const final = suspensionPreview({ next: 3, suspensionCloses: true }, 7);
    expect(final).toContain(
      'This suspension closes the account: the user will not be able to log in again.',
    );
    expect(final[0]).toBe("This is the user's 3rd warning.");
  });
});

describe('who holds a case', () => {
  const agent = { id: 'a1', email: 'agent@angels.local' };
  it('tells mine from another agent’s, and resolved from both', () => {
    expect(holderOf({ status: 'new', assignee: null }, 'a1')).toBe('nobody');
    expect(holderOf({ status: 'open', assignee: agent }, 'a1')).toBe('me');
    expect(holderOf({ status: 'open', assignee: agent }, 'a2')).toBe('other');
    expect(holderOf({ status: 'resolved', assignee: agent }, 'a2')).toBe('nobody');
  });
  it('explains why actions are off', () => {
    expect(lockedReason({ status: 'open', assignee: agent }, 'a1')).toBeNull();
    expect(lockedReason({ status: 'open', assignee: agent }, 'a2')).toContain(
      'agent@angels.local has this case',
    );
    expect(lockedReason({ status: 'resolved', assignee: null }, 'a2')).toBe(
      'This case is resolved.',
    );
    expect(lockedReason(null, 'a2')).toBeNull();
  });
  it('lets only the holder of the open case write as the Angel', () => {
    expect(replyLockedReason({ status: 'open', assignee: agent }, 'a1')).toBeNull();
    expect(replyLockedReason({ status: 'open', assignee: agent }, 'a2')).toContain(
      'agent@angels.local has this case',
    );
    expect(replyLockedReason({ status: 'new', assignee: null }, 'a1')).toBe(
      'Claim this case to write as the Angel.',
    );
    expect(replyLockedReason(null, 'a1')).toMatch(/needs an open case/);
    expect(replyLockedReason({ status: 'resolved', assignee: agent }, 'a1')).toMatch(
      /needs an open case/,
    );
  });
});

describe('search params', () => {
  it('falls back to the defaults for anything malformed', () => {
    expect(parseQueueSearch({})).toEqual({ filter: 'open' });
    expect(parseQueueSearch({ filter: 'mine', severity: 'high' })).toEqual({
      filter: 'mine',
      severity: 'high',
    });
    expect(parseQueueSearch({ filter: 'everything', severity: 7 })).toEqual({ filter: 'open' });
    expect(parseViolationsSearch({ email: '  bob@ ' })).toEqual({ email: 'bob@' });
    expect(parseViolationsSearch({ email: ['x'] })).toEqual({});
    expect(parseViolationsSearch({ email: '   ' })).toEqual({});
  });
});

describe('claimRefusalText', () => {
  it("shows the server's words, or who has it from the meta", () => {
    expect(
      claimRefusalText({
        code: 'CASE_CLAIMED',
        message: 'agent2@angels.local claimed this case 2 seconds ago.',
      }),
    ).toBe('agent2@angels.local claimed this case 2 seconds ago.');
    expect(
      claimRefusalText({
        code: 'CASE_CLAIMED',
        message: '',
        details: { meta: { assigneeEmail: 'a@b.c' } },
      }),
    ).toBe('a@b.c has this case.');
    expect(claimRefusalText({ code: 'CASE_RESOLVED', message: 'This case is resolved.' })).toBe(
      'This case is resolved.',
    );
  });
});

describe('isSuspended', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('is true while a suspension runs or the account is closed', () => {
    expect(isSuspended({ closed: false, suspendedUntil: null }, now)).toBe(false);
    expect(isSuspended({ closed: false, suspendedUntil: '2026-03-11T00:00:00Z' }, now)).toBe(true);
    expect(isSuspended({ closed: false, suspendedUntil: '2026-03-01T00:00:00Z' }, now)).toBe(false);
    expect(isSuspended({ closed: true, suspendedUntil: null }, now)).toBe(true);
  });
});

describe('uniqueById', () => {
  it('keeps each item once, where it was first seen', () => {
    const pages = [{ items: [{ id: 'a' }, { id: 'b' }] }, { items: [{ id: 'b' }, { id: 'c' }] }];
    expect(uniqueById(pages).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
