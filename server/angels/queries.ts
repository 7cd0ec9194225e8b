/** The user's own Angels: every read is scoped to the owner, so another user's is never found. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { avatarImages, avatars, type AvatarImageRow, type AvatarRow } from '../db/schema.ts';
import { avatarSummaryColumns } from '../db/queries/avatars.ts';

const own = (id: number, userId: string) => and(eq(avatars.id, id), eq(avatars.ownerId, userId));

export async function findOwnAngel(
  db: Db,
  id: number,
  userId: string,
): Promise<AvatarRow | undefined> {
  const [row] = await db.select().from(avatars).where(own(id, userId)).limit(1);
  return row;
}

/** What the My Angels grid shows of each: a card, not the profile (up to megabytes). */
export type OwnAngelSummary = Pick<
  AvatarRow,
  'id' | 'name' | 'gender' | 'age' | 'ethnicity' | 'tagline' | 'portrait' | 'visibility' | 'source'
>;

/** Newest edited first: the Angel just made or changed leads the list. */
export function listOwnAngelSummaries(db: Db, userId: string): Promise<OwnAngelSummary[]> {
  return db
    .select({
      ...avatarSummaryColumns,
      visibility: avatars.visibility,
      source: avatars.source,
    })
    .from(avatars)
    .where(eq(avatars.ownerId, userId))
    .orderBy(desc(avatars.updatedAt), desc(avatars.id));
}

/** Every Angel of the user in full, newest edited first (the account's data export). */
export function listOwnAngels(db: Db, userId: string): Promise<AvatarRow[]> {
  return db
    .select()
    .from(avatars)
    .where(eq(avatars.ownerId, userId))
    .orderBy(desc(avatars.updatedAt), desc(avatars.id));
}

export async function countOwnAngels(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(avatars).where(eq(avatars.ownerId, userId));
  return row?.n ?? 0;
}

/** An imported card's picture, if the Angel has one. */
export async function imageOf(db: Db, avatarId: number): Promise<AvatarImageRow | undefined> {
  const [row] = await db
    .select()
    .from(avatarImages)
    .where(eq(avatarImages.avatarId, avatarId))
    .limit(1);
  return row;
}

/** Which of these Angels have a picture of their own, with its hash (lists, chats). */
export async function imageHashes(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: avatarImages.avatarId, hash: avatarImages.hash })
    .from(avatarImages)
    .where(inArray(avatarImages.avatarId, ids));
  return new Map(rows.map((row) => [row.id, row.hash]));
}

/** A private Angel by id alone: only for its capability portrait URL, which checks `v`. */
export async function findPrivateAngel(
  db: Db,
  id: number,
): Promise<Pick<AvatarRow, 'id' | 'portrait' | 'visibility' | 'source'> | undefined> {
  const [row] = await db
    .select({
      id: avatars.id,
      portrait: avatars.portrait,
      visibility: avatars.visibility,
      source: avatars.source,
    })
    .from(avatars)
    .where(and(eq(avatars.id, id), eq(avatars.visibility, 'private')))
    .limit(1);
  return row;
}
