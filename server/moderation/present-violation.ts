import { POLICY_LABELS, type ViolationStatus } from '../contract/constants.ts';
import type { Statement, Violation } from '../contract/moderation.ts';
import type { ViolationRow } from '../db/schema.ts';
import { personOf, type People } from './people.ts';

/** Overturned wins over expired: an overturn is a decision, an expiry only the passing of time. */
export function violationStatus(row: ViolationRow, now = new Date()): ViolationStatus {
  if (row.overturnedAt) return 'overturned';
  return row.expiresAt <= now ? 'expired' : 'active';
}

/** The statement of reasons: what happened, which rule, the effect, and whether automated. */
export const statementOf = (row: ViolationRow): Statement => ({
  facts: row.facts,
  policy: row.policy,
  rule: POLICY_LABELS[row.policy],
  effect: row.effect,
  automated: row.automated,
});

export function presentViolation(row: ViolationRow, people: People, now = new Date()): Violation {
  return {
    id: row.id,
    // '' only for a deleted account's violation, which no user page lists.
    userId: row.userId ?? '',
    caseId: row.caseId,
    kind: row.kind,
    days: row.days,
    statement: statementOf(row),
    decidedBy: personOf(people, row.decidedBy),
    status: violationStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    overturned: row.overturnedAt
      ? {
          at: row.overturnedAt.toISOString(),
          by: personOf(people, row.overturnedBy),
          reason: row.overturnReason ?? '',
        }
      : null,
    lifted: row.liftedAt
      ? {
          at: row.liftedAt.toISOString(),
          by: personOf(people, row.liftedBy),
          reason: row.liftReason ?? '',
        }
      : null,
  };
}

/** The people a list of violations names, for peopleByIds. */
export const violationPeople = (rows: ViolationRow[]) =>
  rows.flatMap((row) => [row.decidedBy, row.overturnedBy, row.liftedBy]);
