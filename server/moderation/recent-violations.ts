import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { recentViolationsSchema } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { users, violations } from '../db/schema.ts';
import { peopleByIds } from './people.ts';
import { presentViolation, violationPeople } from './present-violation.ts';

export const RECENT_VIOLATIONS_MAX = 50;

/** The newest violations of everyone, with whose they are: the violations page's default. */
export async function recentViolations(
  db: Db,
  now = new Date(),
): Promise<z.infer<typeof recentViolationsSchema>> {
  const rows = await db
    .select({ violation: violations, userId: users.id, email: users.email })
    .from(violations)
    .innerJoin(users, eq(users.id, violations.userId))
    .orderBy(desc(violations.createdAt), desc(violations.id))
    .limit(RECENT_VIOLATIONS_MAX);
  const people = await peopleByIds(db, violationPeople(rows.map((row) => row.violation)));
  return {
    items: rows.map(({ violation, userId, email }) => ({
      ...presentViolation(violation, people, now),
      user: { id: userId, email },
    })),
  };
}
