import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { refreshTokens, type RefreshTokenRow } from '../schema.ts';

export async function insertRefreshToken(
  db: Db,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Claim a live token for rotation; false when someone else rotated or revoked it first. */
export async function markReplaced(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.replacedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** After a password change: every session but the caller's (by family) ends. */
export async function revokeOtherFamilies(
  db: Db,
  userId: string,
  keepFamilyId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
