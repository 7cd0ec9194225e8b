import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** PostgreSQL's unique_violation, as either driver reports it (drizzle wraps the cause). */
function isUniqueViolation(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null | undefined)?.code,
  );
  return codes.includes('23505');
}

/**
 * Give the account its new address unless another account has it by now (registered or
 * changed to it since the link was mailed): false then. The unique index decides a race.
 */
export async function setEmail(db: Db, userId: string, email: string): Promise<boolean> {
  try {
    const rows = await db
      .update(users)
      .set({ email, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Does an account other than `userId` use this address? */
export async function emailUsedByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}
