/**
 * users.warning_counter is the number of the user's active violations: neither expired nor
 * overturned. Sanctions and overturns write it in their own transaction; expiry needs no
 * write of its own, so whoever presents the counter refreshes it first.
 */
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, violations, type UserRow } from '../db/schema.ts';

const activeAt = (now: Date) => and(isNull(violations.overturnedAt), gt(violations.expiresAt, now));

export async function countActiveViolations(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(violations)
    .where(and(eq(violations.userId, userId), activeAt(now)));
  return row?.n ?? 0;
}

/** Active violations per user, for lists (a user with none is absent: 0). */
export async function activeCounts(
  db: Db,
  userIds: string[],
  now = new Date(),
): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: violations.userId, n: count() })
    .from(violations)
    .where(and(inArray(violations.userId, userIds), activeAt(now)))
    .groupBy(violations.userId);
  // userIds are real users: a deleted account's violations (user_id null) are not among the rows.
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.n] as const] : [])));
}

/**
 * Brings the stored counter in line with the violations; returns the user as it now is,
 * undefined for no such user. Reading is enough while the counter is right; a write takes the
 * user's lock first (the one sanctions and overturns hold) and counts under it, so a sanction
 * committing meanwhile is counted rather than overwritten with the count from before it.
 */
export async function refreshWarningCounter(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<UserRow | undefined> {
  const [seen] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!seen || seen.warningCounter === (await countActiveViolations(db, userId, now))) return seen;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row) return undefined;
    const warningCounter = await countActiveViolations(tx, userId, now);
    if (row.warningCounter === warningCounter) return row;
    const [moved] = await tx
      .update(users)
      .set({ warningCounter })
      .where(eq(users.id, userId))
      .returning();
    return moved;
  });
}
