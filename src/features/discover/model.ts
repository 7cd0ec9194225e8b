/**
 * Discover search params. The URL is user input: every malformed field falls back to its
 * default instead of failing the route:
 * - ages are parsed as integers: "25" and 25.7 both become 25; anything non-numeric becomes
 *   that field's default, a number outside MIN_AGE..MAX_AGE is clamped into it;
 * - minAge > maxAge after that swaps them (a range typed the wrong way round still means it);
 *   the page says what it corrected (discoverSearchNotes), never silently;
 * - ethnicity accepts the spec's comma-separated list (`ASIAN,BLACK`, how the app writes it:
 *   lib/search-params.ts) or an array (the router's JSON form, in links made before); unknown
 *   values are dropped and duplicates removed.
 * Hand-written rather than zod: this runs in the entry chunk, and zod would cost ~35 KB gzip of
 * the 120 KB budget. Each field is a "parse or fall back" function, the shape `.catch()` gives.
 */
import type { Ethnicity, Gender } from '@contract/avatars.ts';
import {
  DEFAULT_GENDER,
  ETHNICITIES,
  GENDERED_ETHNICITY_LABELS,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
} from '@contract/avatar-filters.ts';
import { DEFAULT_PAGE_SIZE } from '@contract/page-sizes.ts';

/** Discover pages hold as many Angels as any other list's page. */
export const DISCOVER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export type DiscoverSearch = {
  gender: Gender;
  minAge: number;
  maxAge: number;
  ethnicity: Ethnicity[];
};

export const DISCOVER_DEFAULTS: DiscoverSearch = {
  gender: DEFAULT_GENDER,
  minAge: MIN_AGE,
  maxAge: MAX_AGE,
  ethnicity: [],
};

function parseGender(raw: unknown): Gender {
  return GENDERS.find((gender) => gender === raw) ?? DISCOVER_DEFAULTS.gender;
}

type ParsedAge = { age: number; clamped: boolean };

function parseAge(raw: unknown, fallback: number): ParsedAge {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw)) value = Number(raw);
  else return { age: fallback, clamped: false };
  if (!Number.isFinite(value)) return { age: fallback, clamped: false };
  const age = Math.min(MAX_AGE, Math.max(MIN_AGE, Math.trunc(value)));
  return { age, clamped: age !== Math.trunc(value) };
}

function parseEthnicity(raw: unknown): Ethnicity[] {
  const values: unknown[] = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',')
      : [];
  return ETHNICITIES.filter((ethnicity) => values.includes(ethnicity));
}

/** The filters a URL asks for, and what had to be corrected to read them (for the page to say). */
export function readDiscoverSearch(raw: Record<string, unknown>) {
  const min = parseAge(raw.minAge, DISCOVER_DEFAULTS.minAge);
  const max = parseAge(raw.maxAge, DISCOVER_DEFAULTS.maxAge);
  const swapped = min.age > max.age;
  const search: DiscoverSearch = {
    gender: parseGender(raw.gender),
    minAge: swapped ? max.age : min.age,
    maxAge: swapped ? min.age : max.age,
    ethnicity: parseEthnicity(raw.ethnicity),
  };
  return { search, swapped, clamped: min.clamped || max.clamped };
}

export function parseDiscoverSearch(raw: Record<string, unknown>): DiscoverSearch {
  return readDiscoverSearch(raw).search;
}

/** What the page says about the ages it had to correct in its URL; null when it took them as they were. */
export function discoverSearchNote(raw: Record<string, unknown>): string | null {
  const { search, swapped, clamped } = readDiscoverSearch(raw);
  if (!swapped && !clamped) return null;
  const showing = `showing Angels aged ${search.minAge} to ${search.maxAge}.`;
  if (swapped && clamped)
    return `The link's ages were out of range and the wrong way round: ${showing}`;
  if (swapped)
    return `The link's minimum age was above its maximum, so the two were swapped: ${showing}`;
  return `Ages go from ${MIN_AGE} to ${MAX_AGE}: ${showing}`;
}

/**
 * How many filters differ from the defaults, for the phone's "Filters (N)" button: the gender,
 * the age range (one filter, however many of its bounds moved) and each chosen ethnicity.
 */
export function activeFilterCount(search: DiscoverSearch): number {
  const genderChanged = search.gender !== DISCOVER_DEFAULTS.gender ? 1 : 0;
  const ageChanged =
    search.minAge !== DISCOVER_DEFAULTS.minAge || search.maxAge !== DISCOVER_DEFAULTS.maxAge
      ? 1
      : 0;
  return genderChanged + ageChanged + search.ethnicity.length;
}

/** The API query for one page (the API takes ethnicities comma-separated). */
export function toAvatarListQuery(search: DiscoverSearch, page: number, pageSize: number) {
  return {
    gender: search.gender,
    minAge: search.minAge,
    maxAge: search.maxAge,
    ...(search.ethnicity.length > 0 ? { ethnicity: search.ethnicity.join(',') } : {}),
    page,
    pageSize,
  };
}

/** Route ids are strings; only positive whole numbers can name an avatar. */
export function parseAvatarId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Labels come from GET /api/avatars/options; until then (or offline) derive a readable one.
 * A label that has a form per gender follows the Angel's (no "Latina" on a man).
 */
export function ethnicityLabel(
  value: Ethnicity,
  gender: Gender,
  options?: ReadonlyArray<{ value: Ethnicity; label: string }>,
): string {
  const gendered = GENDERED_ETHNICITY_LABELS[value]?.[gender];
  if (gendered) return gendered;
  const fromApi = options?.find((option) => option.value === value)?.label;
  if (fromApi) return fromApi;
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Cards mark the details entry, so "Back to Discover" can go back in history (keeping the
// scroll position and loaded pages) instead of pushing a fresh list.
declare module '@tanstack/history' {
  interface HistoryState {
    fromDiscover?: boolean;
  }
}
