/**
 * Preload hints for the pages people land on. With the app shell the server sends
 * `Link: rel=preload` for the data the page's first paint needs (the discover grid's first
 * page, or an Angel's profile), so the browser fetches it while it is still downloading the JS
 * instead of after the JS has run.
 *
 * Policy: hints only for the exact default pages (`/discover` without filters, `/discover/{id}`)
 * and only URLs the app requests byte for byte (a browser test holds both sides to that): a
 * hint the app does not use is wasted bandwidth on the slowest networks. Portraits are not
 * hinted: measured, they compete with the stylesheet and scripts for HTTP/1.1's six
 * connections and made the first paint later, not earlier.
 */
import { DEFAULT_GENDER, DEFAULT_PAGE_SIZE, MAX_AGE, MIN_AGE } from '../contract/constants.ts';

/** The discover grid's first request exactly as the app builds it (features/discover/model). */
export const DEFAULT_DISCOVER_REQUEST = `/api/avatars?gender=${DEFAULT_GENDER}&minAge=${MIN_AGE}&maxAge=${MAX_AGE}&page=1&pageSize=${DEFAULT_PAGE_SIZE}`;

const fetchHint = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;

/** The `Link` header value for a page (path and query string), or null for none. */
export function preloadHints(path: string, search: string): string | null {
  if (search !== '') return null;
  if (path === '/discover') return fetchHint(DEFAULT_DISCOVER_REQUEST);
  const id = /^\/discover\/([1-9]\d{0,9})$/.exec(path)?.[1];
  return id ? fetchHint(`/api/avatars/${id}`) : null;
}
