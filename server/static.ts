/**
 * Serves the built app from dist/ in production. Policy:
 * - /assets/* are content-hashed by Vite: cached forever (immutable).
 * - index.html, the service worker and the manifest must be revalidated every time (no-cache),
 *   or users could be stuck on an old app shell.
 * - other public files: a short cache.
 * - any other GET outside /api without a file extension gets index.html (client routing), with
 *   status 404 when the app's router has no page there (the shell shows the 404 view; crawlers
 *   and link checkers see the status); a missing file with an extension is a real 404, so broken
 *   asset links fail loudly.
 * - an HTML page's Content-Security-Policy allows its own inline scripts by their hashes
 *   (index.html applies the appearance setting before the first paint), nothing else inline.
 * - a navigation to a landing page (`/`, `/discover`, `/discover/{id}`) gets the shell with
 *   what that page needs first hinted in its <head>, and the page itself, rendered by the app's
 *   own code, in its #root, and its scripts started once that is painted (first-load/);
 *   `/index.html` itself, which the service worker precaches and answers every navigation
 *   with, stays generic.
 * - Vite's build manifest (`.vite/`) and the first-paint renderer (`.server/`) are read here,
 *   never served.
 * Files are read once at start; text is compressed on first request and memoised.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { CACHE_IMMUTABLE, CACHE_NONE, contentSecurityPolicy } from './http/headers.ts';
import { encodedBody } from './http/compress.ts';
import { bootAfterPaint } from './first-load/boot-after-paint.ts';
import { firstLoadHints, type ApiFetch } from './first-load/first-load-hints.ts';
import { appPathMatcher, firstPaintRenderer, withFirstPaint } from './first-load/first-paint.ts';
import { landingPage } from './first-load/landing-pages.ts';
import { signedInPage } from './first-load/signed-in-pages.ts';
import { readManifest } from './first-load/route-chunks.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
const REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);
const SHORT_CACHE = 'public, max-age=3600';

export type StaticFile = {
  body: Buffer;
  type: string;
  cacheControl: string;
  etag: string;
  /** HTML only: the policy allowing the page's inline scripts. */
  csp?: string;
};

/** 'sha256-…' of each inline script (no src) in the page, over its exact text as CSP hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // The browser hashes the parsed text, whose line ends HTML parsing has made \n.
    const parsed = text.replace(/\r\n?/g, '\n');
    hashes.push(`sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}`);
  }
  return hashes;
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return CACHE_IMMUTABLE;
  if (REVALIDATE.has(urlPath) || urlPath.endsWith('.html')) return CACHE_NONE;
  return SHORT_CACHE;
}

/** Every file under dist, keyed by URL path; null when the app has not been built. */
export function loadDist(distDir: string): Map<string, StaticFile> | null {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return null;
  const files = new Map<string, StaticFile>();
  for (const entry of fs.readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const urlPath = '/' + path.relative(distDir, full).split(path.sep).join('/');
    // Build-time files: Vite's manifest, the first-paint renderer (server/first-load).
    if (urlPath.startsWith('/.vite/') || urlPath.startsWith('/.server/')) continue;
    const stat = fs.statSync(full);
    const body = fs.readFileSync(full);
    const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
    files.set(urlPath, {
      body,
      type,
      cacheControl: cacheControlFor(urlPath),
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      csp: type.startsWith('text/html')
        ? contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')))
        : undefined,
    });
  }
  return files;
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Angels: not built</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The app is not built yet</h1><p>The API is running under <a href="/api/openapi.json">/api</a>.
Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed) and restart.</p>`;

/** Shell variants kept (per landing page and data version), so each is compressed once. */
const MAX_VARIANTS = 200;

/** What a landing page's shell adds: hint tags at the end of <head>, a first paint in #root. */
type ShellAdditions = { tags: string; firstPaint: string | null };

/**
 * The shell with a landing page's additions: a file of its own (its ETag tells variants apart,
 * so a revalidated page never keeps outdated hints or an outdated first paint), memoised by them.
 */
function shellVariants(shell: StaticFile) {
  const variants = new Map<string, StaticFile>();
  const html = shell.body.toString('utf8');
  const headEnd = html.search(/<\/head\s*>/i);
  return ({ tags, firstPaint }: ShellAdditions): StaticFile => {
    if ((!tags && !firstPaint) || headEnd < 0) return shell;
    const key = `${tags}\n${firstPaint ?? ''}`;
    const hit = variants.get(key);
    if (hit) {
      // The most used stay: a hit moves to the back of the eviction queue.
      variants.delete(key);
      variants.set(key, hit);
      return hit;
    }
    const tag = createHash('sha256').update(key).digest('base64url').slice(0, 12);
    const hinted = `${html.slice(0, headEnd)}  ${tags}\n  ${html.slice(headEnd)}`;
    // With a first paint the page is complete before any script: they start after it is shown.
    const page = firstPaint ? withFirstPaint(bootAfterPaint(hinted), firstPaint) : hinted;
    const variant: StaticFile = {
      ...shell,
      body: Buffer.from(page, 'utf8'),
      etag: `${shell.etag.slice(0, -1)}-${tag}"`,
      csp: contentSecurityPolicy(inlineScriptHashes(page)),
    };
    if (variants.size >= MAX_VARIANTS) variants.delete(variants.keys().next().value!);
    variants.set(key, variant);
    return variant;
  };
}

/**
 * `api` answers the landing pages' reads: their hints' lookups (the portraits) and their first
 * paint's data. None: neither.
 */
export function serveDist(distDir: string, api: ApiFetch | null = null): MiddlewareHandler {
  const files = loadDist(distDir);
  const shell = files?.get('/index.html');
  const landingShell = shell ? shellVariants(shell) : null;
  const hintsFor = firstLoadHints(readManifest(distDir), api);
  const firstPaintOf = firstPaintRenderer(distDir, api);
  const isAppPath = appPathMatcher(distDir);
  return async (c, next) => {
    const urlPath = c.req.path;
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return next();
    if (!files) return c.html(NOT_BUILT, 200, { 'Cache-Control': CACHE_NONE });
    let file = files.get(urlPath === '/' ? '/index.html' : urlPath);
    if (!file) {
      if (path.posix.extname(urlPath))
        return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
      file = shell;
      if (!file) return next();
      if (!(await isAppPath(urlPath))) return notFoundPage(c, file);
    }
    if (file === shell && urlPath !== '/index.html' && landingShell) {
      const { pathname, search } = new URL(c.req.url);
      const landing = landingPage(pathname, search);
      // A signed-in page is hinted too, but never painted: what it shows is the visitor's own.
      const page = landing ?? signedInPage(pathname);
      if (page) {
        // The main page's parameters (a reset link, an activation) are the app's to handle.
        const pageUrl = pathname === '/' ? '/' : `${pathname}${search}`;
        const [tags, firstPaint] = await Promise.all([
          hintsFor(page, c),
          landing ? (firstPaintOf?.(pageUrl, c) ?? null) : null,
        ]);
        file = landingShell({ tags, firstPaint });
      }
    }
    if (file.csp) c.header('Content-Security-Policy', file.csp);
    c.header('Cache-Control', file.cacheControl);
    c.header('ETag', file.etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304);
    c.header('Content-Type', file.type);
    const { body, encoding } = encodedBody(file, c.req.header('Accept-Encoding'));
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body);
  };
}

/** The shell, whose app shows its 404 view, with the status saying so (never cached: a page may come). */
function notFoundPage(c: Context, shell: StaticFile): Response {
  if (shell.csp) c.header('Content-Security-Policy', shell.csp);
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', shell.type);
  const { body, encoding } = encodedBody(shell, c.req.header('Accept-Encoding'));
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body, 404);
}

/**
 * A landing page's API read as its visitor's: on the visitor's connection (the same `env`, so
 * the same socket address) with the proxy's X-Forwarded-For, which counts only when that socket
 * is a trusted proxy (client-address.ts). Without it every page's misses would be the server's.
 */
function asVisitor(from: Context | undefined): RequestInit {
  const forwarded = from?.req.header('X-Forwarded-For');
  return forwarded ? { headers: { 'X-Forwarded-For': forwarded } } : {};
}

/** Static files answer GET (and HEAD) for everything the API does not own. */
export function mountStatic(app: Hono, distDir: string): void {
  app.get(
    '*',
    serveDist(distDir, (url, from) =>
      Promise.resolve(app.request(url, asVisitor(from), from?.env)),
    ),
  );
}
