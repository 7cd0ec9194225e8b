/**
 * What the page corrected in the filters of the URL it was opened with. The router rewrites the
 * URL to the corrected filters as it loads (validated, defaults stripped), so by the time the
 * page renders the URL no longer says what was asked: the route's validation records the
 * correction here, and the page shows it for as long as the filters are still the corrected
 * ones. Only in the browser: the server's first-paint renderer serves many visitors at once.
 */
import { discoverSearchNote, readDiscoverSearch, type DiscoverSearch } from './model';

let last: { note: string; search: string } | null = null;

const keyOf = (search: DiscoverSearch) => JSON.stringify(search);

/** Called with every raw search the route validates; a clean one leaves the record alone. */
export function noteCorrection(raw: Record<string, unknown>): void {
  if (import.meta.env.SSR) return;
  const note = discoverSearchNote(raw);
  if (note) last = { note, search: keyOf(readDiscoverSearch(raw).search) };
}

/** The note for the filters on screen: only while they are the ones the correction gave. */
export function correctionNote(search: DiscoverSearch): string | null {
  return last && last.search === keyOf(search) ? last.note : null;
}
