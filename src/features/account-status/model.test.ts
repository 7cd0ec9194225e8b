import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '@contract/moderation.ts';
import {
  liftedLine,
  standing,
  unseenViolations,
  violationTitle,
  type AccountViolation,
} from './model';

const violation = (patch: Partial<AccountViolation>): AccountViolation => ({
  id: 'v1',
  userId: 'u1',
  kind: 'warning',
  days: null,
  statement: { facts: 'f', policy: 'threats', rule: 'r', effect: 'e', automated: false },
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-04-01T00:00:00.000Z',
  overturned: null,
  lifted: null,
  seen: false,
  ...patch,
});

describe('account status in words', () => {
  it('tells the ladder: good standing, then how close a suspension is to closing the account', () => {
    expect(standing(0).headline).toBe('No active warnings');
    expect(standing(1).headline).toBe(
      '1 of 3 warnings: a further violation could lead to a temporary suspension.',
    );
    expect(standing(2).headline).toBe(
      '2 of 3 warnings: a suspension now would close your account.',
    );
  });

  it('names each sanction', () => {
    expect(violationTitle({ kind: 'warning', days: null })).toBe('Warning');
    expect(violationTitle({ kind: 'suspension', days: 1 })).toBe('Suspension for 1 day');
    expect(violationTitle({ kind: 'suspension', days: 7 })).toBe('Suspension for 7 days');
    expect(violationTitle({ kind: 'suspension', days: null })).toBe('Account closed');
  });

  it('the notice tells new decisions still standing', () => {
    const status: AccountStatus = {
      warningCounter: 1,
      suspendedUntil: null,
      violations: [
        violation({ id: 'new' }),
        violation({ id: 'told', seen: true }),
        violation({ id: 'undone', status: 'overturned' }),
        violation({ id: 'old', status: 'expired' }),
      ],
    };
    expect(unseenViolations(status).map((v) => v.id)).toEqual(['new', 'old']);
    expect(unseenViolations(undefined)).toEqual([]);
  });

  it('says when and why a suspension was lifted, or the account reopened', () => {
    const lifted = { at: '2026-03-03T12:00:00.000Z', by: null, reason: 'Appeal accepted.' };
    expect(liftedLine(violation({ kind: 'suspension', days: 3 }))).toBeNull();
    expect(liftedLine(violation({ kind: 'suspension', days: 3, lifted }))).toMatch(
      /^Suspension lifted on .*2026: Appeal accepted\.$/,
    );
    expect(liftedLine(violation({ kind: 'suspension', days: null, lifted }))).toMatch(
      /^Account reopened on .*2026: Appeal accepted\.$/,
    );
  });
});
