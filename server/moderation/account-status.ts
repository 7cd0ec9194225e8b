/**
 * The user's side of moderation: their own violations, each with its statement of reasons,
 * and whether they have been shown it (the notice on their next visit until they acknowledge).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountStatus } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { violations, type UserRow } from '../db/schema.ts';
import type { People } from './people.ts';
import { presentViolation } from './present-violation.ts';
import { refreshWarningCounter } from './warning-counter.ts';

export async function accountStatus(db: Db, me: UserRow, now = new Date()): Promise<AccountStatus> {
  const user = (await refreshWarningCounter(db, me.id, now)) ?? me;
  const rows = await db
    .select()
    .from(violations)
    .where(eq(violations.userId, me.id))
    .orderBy(desc(violations.createdAt), desc(violations.id));
  // Who decided (overturned, lifted) stays inside the team: the user reads the decision, not the
  // agent’s name.
  const nobody: People = new Map();
  return {
    warningCounter: user.warningCounter,
    suspendedUntil:
      user.suspendedUntil && user.suspendedUntil > now ? user.suspendedUntil.toISOString() : null,
    violations: rows.map((row) => {
      const {
        decidedBy: _decidedBy,
        caseId: _caseId,
        ...shown
      } = presentViolation(row, nobody, now);
      return { ...shown, seen: row.seenAt !== null };
    }),
  };
}

/**
 * The violations the notice showed the user are now seen: only those, and only the user's own
 * (someone else's id changes nothing). One decided while the notice was open stays unseen.
 */
export async function markViolationsSeen(
  db: Db,
  userId: string,
  ids: readonly string[],
  now = new Date(),
) {
  if (ids.length === 0) return;
  await db
    .update(violations)
    .set({ seenAt: now })
    .where(
      and(
        eq(violations.userId, userId),
        inArray(violations.id, [...ids]),
        isNull(violations.seenAt),
      ),
    );
}
