/** A catalogue Angel's curated fields: read from its row, and written back as its columns. */
import type { CatalogueFields } from '../contract/catalogue.ts';
import type { AvatarRow, NewAvatarRow } from '../db/schema.ts';

export function fieldsOf(row: AvatarRow): CatalogueFields {
  return {
    name: row.name,
    gender: row.gender,
    age: row.age,
    ethnicity: row.ethnicity,
    tagline: row.tagline,
    occupation: row.occupation,
    bio: row.bio,
    greeting: row.greeting,
    personality: row.personality,
    interests: row.interests,
    portrait: row.portrait,
    landingOrder: row.landingOrder,
  };
}

/**
 * The columns the fields set. The profile's copy of the texts (what the creator's draft and a
 * card export read) is left as it was made: a catalogue Angel is edited here, not in the creator.
 */
export function columnsOf(fields: CatalogueFields): Partial<NewAvatarRow> {
  return { ...fields };
}

/** The fields that differ, before and after: what the audit entry records of an edit. */
export function changedFields(
  before: CatalogueFields,
  after: CatalogueFields,
): { before: Partial<CatalogueFields>; after: Partial<CatalogueFields> } {
  const keys = (Object.keys(after) as (keyof CatalogueFields)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
