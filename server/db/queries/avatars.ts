import { and, asc, between, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AvatarListQuery } from '../../contract/avatars.ts';
import type { Db } from '../client.ts';
import { avatars, type AvatarRow } from '../schema.ts';

export type AvatarSummaryRow = Pick<
  AvatarRow,
  'id' | 'name' | 'gender' | 'age' | 'ethnicity' | 'tagline' | 'portrait'
>;

/**
 * The catalogue: what discover lists and anyone may open. Users' own Angels are private, and
 * a catalogue Angel a curator unpublished is listed and opened by nobody new (its chats go on:
 * docs/product-rules.md#the-catalogue). Literals, not bound parameters: only then can a
 * prepared statement's generic plan use the partial index `avatars_gender_age_idx … WHERE
 * visibility = 'public'`.
 */
const isPublic = sql`${avatars.visibility} = 'public'`;
export const isListed = sql`${avatars.visibility} = 'public' and ${avatars.published}`;

function filters(q: AvatarListQuery): SQL | undefined {
  return and(
    isListed,
    q.gender ? eq(avatars.gender, q.gender) : undefined,
    between(avatars.age, q.minAge, q.maxAge),
    q.ethnicity.length ? inArray(avatars.ethnicity, q.ethnicity) : undefined,
  );
}

/** What a card of a grid needs (discover's, My Angels'), selected without the profile. */
export const avatarSummaryColumns = {
  id: avatars.id,
  name: avatars.name,
  gender: avatars.gender,
  age: avatars.age,
  ethnicity: avatars.ethnicity,
  tagline: avatars.tagline,
  portrait: avatars.portrait,
};

/** One page of the discover grid plus the filter's total, in one round trip when possible. */
export async function listAvatars(
  db: Db,
  q: AvatarListQuery,
): Promise<{ rows: AvatarSummaryRow[]; total: number }> {
  const where = filters(q);
  const rows = await db
    .select({
      ...avatarSummaryColumns,
      // The window count rides along with the page, saving a second query.
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(avatars)
    .where(where)
    // The curators' landing order first (docs/product-rules.md#the-catalogue), then age.
    .orderBy(desc(avatars.landingOrder), asc(avatars.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const first = rows[0];
  if (first) return { rows: rows.map(({ total: _total, ...row }) => row), total: first.total };
  // Past the end (or nothing matches): the window count is unavailable, so ask directly.
  const [counted] = await db.select({ n: count() }).from(avatars).where(where);
  return { rows: [], total: counted?.n ?? 0 };
}

/**
 * A published catalogue Angel, as a visitor opens it; a user's private Angel is not found here
 * (see the my-angels queries), nor one a curator unpublished.
 */
export async function findAvatar(db: Db, id: number): Promise<AvatarRow | undefined> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.id, id), isListed))
    .limit(1);
  return row;
}

/**
 * Any catalogue Angel, published or not: its public portrait, which the chats it already has
 * (and the curators' preview) go on showing after it is unpublished.
 */
export async function findCatalogueAvatar(db: Db, id: number): Promise<AvatarRow | undefined> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.id, id), isPublic))
    .limit(1);
  return row;
}
