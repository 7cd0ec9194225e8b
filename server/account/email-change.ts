import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeTokens, users } from '../db/schema.ts';

/**
 * Spend a change-email link: mark it used and return whose it was and the address it
 * proves, in one statement (of two clicks on the same link exactly one wins).
 */
export async function consumeEmailChange(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.kind, 'change-email'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : undefined;
}

/** A change-email link used or not: a second click can tell "already done" from "invalid". */
export async function findEmailChange(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, 'change-email')));
  return row;
}

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
