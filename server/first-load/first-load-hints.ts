/**
 * What a landing page needs first, said in its HTML so the browser asks for all of it at once
 * instead of one step after another (entry → route chunk → data → portrait):
 * - the route's own chunks (`modulepreload`), from Vite's manifest, and on a page behind the
 *   sign-in the session's (signed-in-pages.ts);
 * - the catalogue read its first paint waits for (`preload as=fetch`), by exactly the URL the
 *   app requests (contract/avatar-list-url.ts), so the app's request is answered by it;
 * - the portrait that will be the largest paint (`preload as=image`, high priority), looked up
 *   through the API itself: the same code and response cache, so never an outdated `?v=`.
 * The tags go last in <head>, after the stylesheet, so they never hold it back.
 */
import type { Context } from 'hono';
import { API_BASE } from '../contract/avatar-list-url.ts';
import { escapeHtml } from '../http/html.ts';
import { timeBoxed } from '../time-box.ts';
import type { LandingPage } from './landing-pages.ts';
import { routeChunkUrls, type Manifest } from './route-chunks.ts';

/**
 * Answers a GET on the app's own API (the app's `request`), as a browser would get it, for the
 * visitor whose page asks (`from`): the API counts its limits against that visitor's address
 * (a new catalogue page is a miss of theirs, read-limits.ts), not against the server itself.
 */
export type ApiFetch = (url: string, from?: Context) => Promise<Response>;

/** The page must not wait for a slow database: past this, it goes without portrait hints. */
const LOOKUP_TIME_BOX_MS = 150;
/** Portraits hinted: the first card is the largest paint on a phone; more would compete. */
const PORTRAITS_HINTED = 1;

/** Only the API's own same-origin image URLs are hinted; anything else is ignored. */
const isPortraitUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^\/api\/[\w\-./]+(\?[\w\-=&.]*)?$/.test(value);

function imageUrlsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { items, imageUrl } = body as { items?: unknown; imageUrl?: unknown };
  const urls = Array.isArray(items)
    ? items.map((item: unknown) => (item as { imageUrl?: unknown } | null)?.imageUrl)
    : [imageUrl];
  return urls.filter(isPortraitUrl).slice(0, PORTRAITS_HINTED);
}

/** What the API answered for a page's data: null when it did not answer 200 in time. */
async function lookUp(
  api: ApiFetch,
  dataUrl: string,
  from?: Context,
): Promise<{ portraits: string[] } | null> {
  try {
    const lookup = api(dataUrl, from).then(async (res) =>
      res.ok ? { portraits: imageUrlsOf(await res.json()) } : null,
    );
    return await timeBoxed(lookup, LOOKUP_TIME_BOX_MS, null);
  } catch {
    return null;
  }
}

export type FirstLoadHints = (page: LandingPage, from?: Context) => Promise<string>;

/** The hint tags of a landing page ('' when there is nothing to say). */
export function firstLoadHints(manifest: Manifest | null, api: ApiFetch | null): FirstLoadHints {
  const chunksByRoute = new Map<string, string[]>();
  const chunksOf = ({ routeFiles, chunks = [] }: LandingPage) => {
    const key = [...routeFiles, '', ...chunks].join('\n');
    let urls = chunksByRoute.get(key);
    if (!urls) {
      urls = manifest ? routeChunkUrls(manifest, routeFiles, chunks) : [];
      chunksByRoute.set(key, urls);
    }
    return urls;
  };
  return async (page, from) => {
    const tags = chunksOf(page).map(
      (url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`,
    );
    if (page.data) {
      const dataUrl = `${API_BASE}${page.data.path}`;
      const found = api ? await lookUp(api, dataUrl, from) : null;
      // A profile's data only when it is there: any id in a URL would otherwise make a page
      // of its own (and a 404 worth no preload). The grid's first page always exists.
      if (found || page.data.kind === 'list') {
        tags.push(
          `<link rel="preload" href="${escapeHtml(dataUrl)}" as="fetch" crossorigin="anonymous">`,
        );
      }
      for (const url of found?.portraits ?? []) {
        tags.push(`<link rel="preload" href="${escapeHtml(url)}" as="image" fetchpriority="high">`);
      }
    }
    return tags.join('\n    ');
  };
}
