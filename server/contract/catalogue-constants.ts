/** The curated catalogue (the console's Catalogue section). */

/** The curated catalogue's limits (the console's Catalogue section, /api/admin/catalogue). */
export const CATALOGUE_LIMITS = {
  /** The largest page of the console's list and of an Angel's version history. */
  pageMax: 50,
  /** A search of the console's list: part of a name. */
  searchMax: 100,
  /** Tags of each kind (traits, interests) one catalogue Angel shows. */
  tagsMax: 8,
  tagMax: 40,
  taglineMax: 120,
  /** Landing order: a higher number comes first on Discover and the landing page (ties by id). */
  orderMax: 9999,
} as const;

export const CATALOGUE_ERROR_CODES = {
  /** An edit made from a version that is no longer the latest: another curator saved since. */
  catalogueStale: 'CATALOGUE_STALE',
} as const;
