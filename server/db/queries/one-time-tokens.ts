import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { oneTimeTokens, type OneTimeTokenKind } from '../schema.ts';

export async function insertOneTimeToken(
  db: Db,
  values: { kind: OneTimeTokenKind; tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

/**
 * Void every unused link of a kind for a user (after a password change or reset, an older
 * reset link must not change the password again).
 */
export async function voidOneTimeTokens(
  db: Db,
  userId: string,
  kind: OneTimeTokenKind,
  now = new Date(),
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/**
 * Mark the token used and return its user, in one statement: of two concurrent clicks on
 * the same link exactly one wins. Unknown, used, expired or other-kind tokens give undefined.
 */
export async function consumeOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  tokenHash: string,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Whose link this was, used or not: a second click on a confirmation link can say so. */
export async function oneTimeTokenOwner(
  db: Db,
  kind: OneTimeTokenKind,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, kind)));
  return row?.userId;
}
