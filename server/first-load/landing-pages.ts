/**
 * The pages people land on whose first paint the server can foresee, by URL: which route files
 * render them and which catalogue read they start with. Every other URL gets the plain shell.
 */
import { avatarListPath, avatarPath } from '../contract/avatar-list-url.ts';
import { DEFAULT_GENDER, DEFAULT_PAGE_SIZE, MAX_AGE, MIN_AGE } from '../contract/constants.ts';

/** The discover grid's first page with no filters: what `/discover` and `/` show first. */
export const DEFAULT_LIST_PATH = avatarListPath({
  gender: DEFAULT_GENDER,
  minAge: MIN_AGE,
  maxAge: MAX_AGE,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
});

export type FirstData = { kind: 'list'; path: string } | { kind: 'avatar'; path: string };

export type LandingPage = {
  /** Source files of the routes that render the page (keys of Vite's manifest). */
  routeFiles: readonly string[];
  /** Whole chunks it needs besides (manifest keys or chunk names): a signed-in start's. */
  chunks?: readonly string[];
  /** The catalogue read (a path under /api) its first paint waits for, when known. */
  data: FirstData | null;
};

/** The query keys that choose discover's results (features/discover/model parses only these). */
const DISCOVER_FILTERS = ['gender', 'minAge', 'maxAge', 'ethnicity'];

/** Same rule as the app's (parseAvatarId) and the API's id parameter: a positive int32. */
function avatarId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** The page at `pathname` with query string `search` ('' or '?…'), or null if not foreseeable. */
export function landingPage(pathname: string, search: string): LandingPage | null {
  const query = new URLSearchParams(search);
  if (pathname === '/') {
    // The landing page's featured Angels are the default grid's, whatever its query says.
    return {
      routeFiles: ['src/routes/index.tsx'],
      data: { kind: 'list', path: DEFAULT_LIST_PATH },
    };
  }
  if (pathname === '/discover') {
    // Filters in the URL choose another page: only the default one is foreseen (tracking
    // parameters and the like leave the search at its defaults).
    const filtered = DISCOVER_FILTERS.some((name) => query.has(name));
    return {
      routeFiles: ['src/routes/discover/route.tsx', 'src/routes/discover/index.tsx'],
      data: filtered ? null : { kind: 'list', path: DEFAULT_LIST_PATH },
    };
  }
  const details = /^\/discover\/([^/]+)$/.exec(pathname);
  const id = details ? avatarId(details[1]!) : null;
  if (id === null) return null;
  // The filters a profile keeps for "Back to Discover" do not change what it shows.
  return {
    routeFiles: ['src/routes/discover/route.tsx', 'src/routes/discover/$id.tsx'],
    data: { kind: 'avatar', path: avatarPath(id) },
  };
}
