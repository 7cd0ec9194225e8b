/** The console's Catalogue section: its URL state and how tags are typed. */
import type { CatalogueStatus } from '@contract/catalogue.ts';
import { CATALOGUE_LIMITS } from '@contract/catalogue-constants.ts';

export type CatalogueSearch = { q: string; status: CatalogueStatus; page: number; id?: number };

export const CATALOGUE_DEFAULTS: CatalogueSearch = { q: '', status: 'all', page: 1 };

const STATUSES: readonly CatalogueStatus[] = ['all', 'published', 'unpublished'];

const positive = (raw: unknown): number | undefined => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n <= 2 ** 31 - 1 ? n : undefined;
};

/** A malformed address falls back to the defaults, never an error page. */
export function parseCatalogueSearch(raw: Record<string, unknown>): CatalogueSearch {
  const q = typeof raw.q === 'string' ? raw.q.slice(0, CATALOGUE_LIMITS.searchMax) : '';
  const status = STATUSES.find((s) => s === raw.status) ?? 'all';
  const id = positive(raw.id);
  return { q, status, page: positive(raw.page) ?? 1, ...(id ? { id } : {}) };
}
