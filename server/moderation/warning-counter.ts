/**
 * users.warning_counter is the number of the user's active violations: neither expired nor
 * overturned. Sanctions and overturns write it in their own transaction; expiry needs no
 * write of its own, so whoever presents the counter refreshes it first.
 */
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/**
 * Brings the stored counter in line with the violations (one statement, written only when
 * it moved); returns the user as it now is, undefined for no such user.
 */
export async function refreshWarningCounter(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<UserRow | undefined> {
  const active = sql<number>`(select count(*)::int from ${violations}
    where ${violations.userId} = ${users.id} and ${violations.overturnedAt} is null
    and ${violations.expiresAt} > ${now.toISOString()}::timestamptz)`;
  const [moved] = await db
    .update(users)
    .set({ warningCounter: active })
    .where(and(eq(users.id, userId), sql`${users.warningCounter} <> ${active}`))
    .returning();
  if (moved) return moved;
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
