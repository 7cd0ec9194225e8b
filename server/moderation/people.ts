import { inArray } from 'drizzle-orm';
import type { PersonRef } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Who did what, by id: the emails agents see next to decisions, notes and overturns. */
export type People = Map<string, PersonRef>;

export async function peopleByIds(db: Db, ids: (string | null)[]): Promise<People> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** null: nobody (an automated decision) or an account deleted since. */
export const personOf = (people: People, id: string | null): PersonRef | null =>
  id === null ? null : (people.get(id) ?? null);
