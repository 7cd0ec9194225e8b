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

/** What a link proves: whose it is, and for a change-email link the address it moves to. */
export type OneTimeTokenUse = { userId: string; newEmail: string | null };

const tokenUse = { userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail };

/**
 * Mark the token used and return what it proves, in one statement: of two concurrent clicks on
 * the same link exactly one wins. Unknown, used, expired or other-kind tokens give undefined.
 */
export async function consumeOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  tokenHash: string,
  now = new Date(),
): Promise<OneTimeTokenUse | undefined> {
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
    .returning(tokenUse);
  return row;
}

/** What a link proved, used or not: a second click on a link can say it was already done. */
export async function findOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  tokenHash: string,
): Promise<OneTimeTokenUse | undefined> {
  const [row] = await db
    .select(tokenUse)
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, kind)));
  return row;
}
