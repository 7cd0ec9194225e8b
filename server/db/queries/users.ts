import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users, type NewUserRow, type UserRow } from '../schema.ts';
import { isUuid } from '../../contract/ids.ts';

/** Ids come from URLs and tokens; a non-uuid can name no user (and must not reach the cast). */
export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Insert unless the email is taken; undefined means it was. */
export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Omit<NewUserRow, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** One statement, so two agents suspending at once both count. */
export async function suspendUser(db: Db, id: string, until: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      suspendedUntil: until,
      warningCounter: sql`${users.warningCounter} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}
