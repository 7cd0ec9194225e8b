import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import type { Ethnicity, Gender } from '@contract/avatars.ts';
import { DISCOVER_DEFAULTS, parseDiscoverSearch } from '@/features/discover/model';
import { noteCorrection } from '@/features/discover/search-corrections';

/** What links may pass; anything else in a typed-in URL falls back to the defaults. */
type DiscoverSearchInput = {
  gender?: Gender;
  minAge?: number;
  maxAge?: number;
  ethnicity?: Ethnicity[];
};

// The filters live on the /discover layout so details pages keep them for "Back to Discover".
export const Route = createFileRoute('/discover')({
  validateSearch: (raw: DiscoverSearchInput & SearchSchemaInput) => {
    noteCorrection(raw as Record<string, unknown>);
    return parseDiscoverSearch(raw as Record<string, unknown>);
  },
  search: { middlewares: [stripSearchParams(DISCOVER_DEFAULTS)] },
});
