import { and, count, inArray, ne } from 'drizzle-orm';
import { sanctionLadder } from '../contract/constants.ts';
import type { ModeratedUser } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { moderationCases, type UserRow } from '../db/schema.ts';
import { activeCounts } from './warning-counter.ts';

async function openCaseCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: moderationCases.userId, n: count() })
    .from(moderationCases)
    .where(and(inArray(moderationCases.userId, userIds), ne(moderationCases.status, 'resolved')))
    .groupBy(moderationCases.userId);
  // userIds are real users: a deleted account's cases (user_id null) are not among the rows.
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.n] as const] : [])));
}

/**
 * Users as the console shows them. The counter is counted from the violations themselves,
 * so one that expired since the last write already reads right, as does the ladder it implies.
 */
export async function presentModeratedUsers(
  db: Db,
  rows: UserRow[],
  now = new Date(),
): Promise<ModeratedUser[]> {
  const ids = rows.map((row) => row.id);
  const [active, open] = await Promise.all([activeCounts(db, ids, now), openCaseCounts(db, ids)]);
  return rows.map((row) => {
    const warningCounter = active.get(row.id) ?? 0;
    const suspended = row.suspendedUntil && row.suspendedUntil > now ? row.suspendedUntil : null;
    return {
      id: row.id,
      email: row.email,
      avatarName: row.avatarName,
      isAgent: row.groups.includes('AGENT'),
      createdAt: row.createdAt.toISOString(),
      warningCounter,
      suspendedUntil: suspended?.toISOString() ?? null,
      closed: row.closedAt !== null,
      ladder: sanctionLadder(warningCounter),
      openCases: open.get(row.id) ?? 0,
    };
  });
}

export async function presentModeratedUser(db: Db, row: UserRow, now = new Date()) {
  const [user] = await presentModeratedUsers(db, [row], now);
  if (!user) throw new Error(`No presentation for ${row.id}`);
  return user;
}
