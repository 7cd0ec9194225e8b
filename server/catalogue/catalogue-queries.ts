/** The console's reads of the catalogue: every public Angel, published or not. */
import { and, asc, count, desc, eq, ilike, max, sql, type SQL } from 'drizzle-orm';
import type { CatalogueListQuery } from '../contract/catalogue.ts';
import type { Db } from '../db/client.ts';
import { avatars, catalogueVersions, users, type AvatarRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** The catalogue is every public Angel (users' own are private: not curated here). */
const inCatalogue = eq(avatars.visibility, 'public');

export const noSuchCatalogueAngel = (id: number) =>
  notFound(`No catalogue Angel with id ${id} exists.`);

/** `%`, `_` and `\` typed in a search are meant literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listFilter(q: CatalogueListQuery): SQL | undefined {
  return and(
    inCatalogue,
    q.q ? ilike(avatars.name, `%${escapeLike(q.q)}%`) : undefined,
    q.status === 'all' ? undefined : eq(avatars.published, q.status === 'published'),
  );
}

export type CatalogueListRow = Pick<
  AvatarRow,
  'id' | 'name' | 'tagline' | 'portrait' | 'published' | 'landingOrder' | 'updatedAt'
>;

/** A page of the console's list, in Discover's order (higher landing order first, then id). */
export async function listCatalogue(
  db: Db,
  q: CatalogueListQuery,
): Promise<{ rows: CatalogueListRow[]; total: number }> {
  const where = listFilter(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: avatars.id,
        name: avatars.name,
        tagline: avatars.tagline,
        portrait: avatars.portrait,
        published: avatars.published,
        landingOrder: avatars.landingOrder,
        updatedAt: avatars.updatedAt,
      })
      .from(avatars)
      .where(where)
      .orderBy(desc(avatars.landingOrder), asc(avatars.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(avatars).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCatalogueAngel(db: Db, id: number): Promise<AvatarRow> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.id, id), inCatalogue))
    .limit(1);
  if (!row) throw noSuchCatalogueAngel(id);
  return row;
}

/** The row, locked for the change's transaction (two curators' changes run one at a time). */
export async function lockCatalogueAngel(tx: Db, id: number): Promise<AvatarRow> {
  const [row] = await tx
    .select()
    .from(avatars)
    .where(and(eq(avatars.id, id), inCatalogue))
    .for('update')
    .limit(1);
  if (!row) throw noSuchCatalogueAngel(id);
  return row;
}

/**
 * The latest version's number. An Angel no curator has changed yet (the seed's) has none
 * stored: it is at version 1, its original state, written down by its first change.
 */
export async function latestVersion(db: Db, avatarId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(catalogueVersions.version) })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.avatarId, avatarId));
  return row?.n ?? 1;
}

export async function findVersion(db: Db, avatarId: number, version: number) {
  const [row] = await db
    .select()
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.avatarId, avatarId), eq(catalogueVersions.version, version)))
    .limit(1);
  return row;
}

/** A page of an Angel's versions, newest first, with who made each. */
export async function listVersions(
  db: Db,
  avatarId: number,
  q: { page: number; pageSize: number },
) {
  const where = eq(catalogueVersions.avatarId, avatarId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ version: catalogueVersions, actorEmail: users.email })
      .from(catalogueVersions)
      .leftJoin(users, eq(users.id, catalogueVersions.actorId))
      .where(where)
      .orderBy(desc(catalogueVersions.version))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(catalogueVersions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * What a visitor's copy is compared with (GET /api/avatars/version): moves whenever a public
 * Angel is added, changed, published or unpublished (each sets updated_at).
 */
export async function catalogueStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      at: sql<string>`coalesce(extract(epoch from max(${avatars.updatedAt})) * 1000, 0)::bigint::text`,
    })
    .from(avatars)
    .where(inCatalogue);
  return `${row?.n ?? 0}-${row?.at ?? '0'}`;
}
