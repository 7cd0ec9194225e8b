import type { CatalogueAngel, CatalogueItem, CatalogueVersion } from '../contract/catalogue.ts';
import type { AvatarRow, CatalogueVersionRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { toSummary } from '../angels/present.ts';
import { avatarImageUrl } from '../angels/portrait-url.ts';
import type { CatalogueListRow } from './catalogue-queries.ts';
import { fieldsOf } from './fields.ts';

/** The console's view: what a visitor sees of it (the preview) and what a curator edits. */
export function presentCatalogueAngel(
  row: AvatarRow,
  version: number,
  images: ImageEngine,
): CatalogueAngel {
  return {
    ...toSummary(row, images),
    occupation: row.occupation,
    bio: row.bio,
    personality: row.personality,
    interests: row.interests,
    greeting: row.greeting,
    published: row.published,
    version,
    fields: fieldsOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCatalogueItem(row: CatalogueListRow, images: ImageEngine): CatalogueItem {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    imageUrl: avatarImageUrl(row, images),
    published: row.published,
    landingOrder: row.landingOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentVersion(
  row: CatalogueVersionRow,
  actorEmail: string | null,
): CatalogueVersion {
  return {
    version: row.version,
    change: row.change,
    published: row.published,
    fields: row.fields,
    actor: row.actorId && actorEmail ? { id: row.actorId, email: actorEmail } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
