import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarPage } from '../contract/avatars.ts';
import { createApp, type App } from '../app.ts';
import { contentSecurityPolicy } from '../http/headers.ts';
import { inlineScriptHashes, mountStatic, serveDist } from '../static.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEFAULT_LIST_PATH, landingPage } from './landing-pages.ts';
import { routeChunkUrls, type Manifest } from './route-chunks.ts';
import { SESSION_CHUNKS, SIGNED_IN_PAGES, signedInPage } from './signed-in-pages.ts';

const inline = "document.documentElement.dataset.appearance = 'light';";
const shell = `<!doctype html><html><head><title>Angels</title><script>${inline}</script>
<script type="module" crossorigin src="/assets/index-e1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
<link rel="stylesheet" crossorigin href="/assets/index-c1.css">
</head><body><div id="root"></div></body></html>`;

/** A build's manifest as Vite writes it: entry, shared chunks, the router plugin's splits. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_vendor-v1.js'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-r1.js',
    imports: ['index.html', '_vendor-v1.js', '_grid-g1.js'],
  },
  '_grid-g1.js': { file: 'assets/grid-g1.js', imports: ['_card-k1.js', 'index.html'] },
  '_card-k1.js': { file: 'assets/card-k1.js', imports: ['_vendor-v1.js'] },
  'src/routes/discover/index.tsx?tsr-split=component': {
    file: 'assets/discover-d1.js',
    imports: ['_grid-g1.js', '_vendor-v1.js'],
  },
  'src/routes/discover/$id.tsx?tsr-split=component---loader': {
    file: 'assets/_id-i1.js',
    imports: ['_details-t1.js'],
  },
  'src/routes/discover/$id.tsx?tsr-split=notFoundComponent': { file: 'assets/_id-n1.js' },
  '_details-t1.js': { file: 'assets/details-t1.js' },
  'src/routes/_auth/chats.tsx?tsr-split=component': { file: 'assets/chats-c1.js' },
  // What a signed-in start loads: the session's two chunks (one shared, known by its name).
  'src/session-runtime.ts': {
    file: 'assets/session-runtime-s1.js',
    imports: ['_vendor-v1.js', '_live-l1.js'],
  },
  '_live-l1.js': { file: 'assets/live-l1.js' },
  '_session-s2.js': { file: 'assets/session-s2.js', name: 'session', imports: ['index.html'] },
  'src/routes/_auth/tokens.tsx?tsr-split=component---loader': {
    file: 'assets/tokens-t2.js',
    imports: ['_live-l1.js'],
  },
};

const links = (html: string) =>
  [...html.matchAll(/<link rel="(?:module)?preload"[^>]*>/g)].map(String);
const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );

describe("a landing page's first-load hints", () => {
  const t = useTestApp();
  let dist: string;
  let app: App;
  let firstPage: AvatarPage;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-first-load-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    app = createApp({ db: t.database.db, config: t.config });
    mountStatic(app, dist);
    firstPage = (await (await app.request(`/api${DEFAULT_LIST_PATH}`)).json()) as AvatarPage;
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const page = async (url: string) => (await app.request(url)).text();

  it("hints the grid's own chunks, its first page and its first portrait on /discover", async () => {
    const html = await page('/discover');
    expect(hrefs(html, 'modulepreload')).toEqual([
      '/assets/vendor-v1.js', // the entry's own, untouched
      '/assets/discover-d1.js',
      '/assets/grid-g1.js',
      '/assets/card-k1.js',
    ]);
    // Exactly the request the app makes (features/discover/api/get-avatars).
    expect(DEFAULT_LIST_PATH).toBe('/avatars?gender=FEMALE&minAge=18&maxAge=99&page=1&pageSize=12');
    expect(links(html)).toContain(
      '<link rel="preload" href="/api/avatars?gender=FEMALE&amp;minAge=18&amp;maxAge=99&amp;page=1&amp;pageSize=12" as="fetch" crossorigin="anonymous">',
    );
    expect(links(html)).toContain(
      `<link rel="preload" href="${firstPage.items[0]!.imageUrl}" as="image" fetchpriority="high">`,
    );
    expect(hrefs(html, 'preload').filter((href) => href.includes('portrait'))).toHaveLength(1);
    // After the stylesheet, so they never hold it back.
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('/assets/discover-d1.js'));
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('hints the landing page its own chunk and the featured (default) Angels, whatever its query', async () => {
    for (const url of ['/', '/?reset-token=abc']) {
      const html = await page(url);
      expect(hrefs(html, 'modulepreload')).toEqual([
        '/assets/vendor-v1.js',
        '/assets/routes-r1.js',
        '/assets/grid-g1.js',
        '/assets/card-k1.js',
      ]);
      expect(html).toContain(`href="/api${DEFAULT_LIST_PATH.replaceAll('&', '&amp;')}"`);
      expect(html).toContain(`href="${firstPage.items[0]!.imageUrl}" as="image"`);
    }
  });

  it("hints a profile's chunks (its split component and loader, not its not-found view), data and portrait", async () => {
    const avatar = firstPage.items[2]!;
    for (const url of [`/discover/${avatar.id}`, `/discover/${avatar.id}?gender=MALE`]) {
      const html = await page(url);
      expect(hrefs(html, 'modulepreload')).toEqual([
        '/assets/vendor-v1.js',
        '/assets/_id-i1.js',
        '/assets/details-t1.js',
      ]);
      expect(links(html)).toContain(
        `<link rel="preload" href="/api/avatars/${avatar.id}" as="fetch" crossorigin="anonymous">`,
      );
      expect(links(html)).toContain(
        `<link rel="preload" href="${avatar.imageUrl}" as="image" fetchpriority="high">`,
      );
    }
  });

  it('gives every missing or private profile the same page: its chunks, no data, no portrait', async () => {
    const missing = await Promise.all(
      ['/discover/999999', '/discover/999998'].map((url) => app.request(url)),
    );
    const [one, two] = await Promise.all(missing.map((res) => res.text()));
    expect(missing[0]!.headers.get('ETag')).toBe(missing[1]!.headers.get('ETag'));
    expect(one).toBe(two);
    expect(hrefs(one!, 'modulepreload')).toContain('/assets/_id-i1.js');
    expect(one).not.toContain('as="fetch"');
    expect(one).not.toContain('as="image"');
  });

  it('hints no data another filter would not use, and nothing at all for other pages', async () => {
    const filtered = await page('/discover?gender=MALE&ethnicity=ASIAN');
    expect(hrefs(filtered, 'modulepreload')).toContain('/assets/discover-d1.js');
    expect(filtered).not.toContain('/api/avatars');
    // Unknown parameters (tracking) leave the search at its defaults: still the default page.
    expect(await page('/discover?utm_source=news')).toContain(`as="fetch"`);
    const plain = await page('/index.html');
    expect(plain).toBe(shell);
    for (const url of [
      '/chats/all',
      '/admin',
      '/discover/abc',
      '/discover/0',
      '/discover/012',
      '/discover/1e3',
      '/discover/-1',
      '/discover/2147483648',
      '/discover/1/more',
      '/discover/%3Cscript%3E',
      '/settings/more?next=/discover',
    ]) {
      expect(await page(url), url).toBe(shell);
    }
  });

  it("hints a signed-in page the session's chunks and its own: no data, no first paint", async () => {
    const html = await page('/tokens');
    expect(hrefs(html, 'modulepreload')).toEqual([
      '/assets/vendor-v1.js',
      '/assets/session-runtime-s1.js',
      '/assets/live-l1.js',
      '/assets/session-s2.js',
      '/assets/tokens-t2.js',
    ]);
    expect(html).not.toContain('as="fetch"');
    // Its scripts start with the page, not after a first paint (boot-after-paint.ts).
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-e1.js">');
    expect(html).toContain('<div id="root"></div>');
    // A page whose route this build does not split still gets the session's chunks.
    expect(hrefs(await page('/chat/AbC-12_x'), 'modulepreload')).toEqual([
      '/assets/vendor-v1.js',
      '/assets/session-runtime-s1.js',
      '/assets/live-l1.js',
      '/assets/session-s2.js',
    ]);
  });

  it('keeps the page revalidated, with its own ETag and its Content-Security-Policy', async () => {
    const generic = await app.request('/index.html');
    const discover = await app.request('/discover');
    const profile = await app.request('/discover/3');
    expect(discover.headers.get('Cache-Control')).toBe('no-cache');
    const etags = new Set([generic, discover, profile].map((res) => res.headers.get('ETag')));
    expect(etags.size).toBe(3);
    const again = await app.request('/discover', {
      headers: { 'If-None-Match': discover.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
    // The hints add no script: the policy still allows exactly the shell's inline one.
    const html = await discover.text();
    expect(discover.headers.get('Content-Security-Policy')).toBe(
      contentSecurityPolicy(inlineScriptHashes(html)),
    );
    expect(discover.headers.get('Content-Security-Policy')).toBe(
      generic.headers.get('Content-Security-Policy'),
    );
    expect(discover.headers.get('Link')).toBeNull();
  });

  it('never serves the build manifest', async () => {
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('hints that follow the catalogue', () => {
  it('hints the portrait the API answers now, escaped, and gives the page a new ETag when it changes', async () => {
    let version = 'one';
    let requested = '';
    const api = async (url: string) => {
      requested = url;
      return Response.json({ items: [{ imageUrl: `/api/avatars/7/portrait.svg?v=${version}` }] });
    };
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-first-load-'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    try {
      const app = new Hono().get('*', serveDist(dist, api));
      const first = await app.request('/discover');
      expect(requested).toBe(`/api${DEFAULT_LIST_PATH}`);
      expect(await first.text()).toContain('href="/api/avatars/7/portrait.svg?v=one"');
      version = 'two';
      const second = await app.request('/discover');
      expect(await second.text()).toContain('href="/api/avatars/7/portrait.svg?v=two"');
      expect(second.headers.get('ETag')).not.toBe(first.headers.get('ETag'));
      // No manifest in this build: no chunk hints, the rest still.
      expect(hrefs(await (await app.request('/discover')).text(), 'modulepreload')).toEqual([
        '/assets/vendor-v1.js',
      ]);
      // Whatever the API says, nothing but a plain same-origin API path gets in.
      version = '"><script>alert(1)</script>';
      const hostile = await (await app.request('/discover')).text();
      expect(hostile).not.toContain('<script>alert');
      expect(hostile).not.toContain('as="image"');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('serves the page without portraits when the lookup fails or is slow', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-first-load-'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    try {
      for (const api of [
        () => Promise.reject(new Error('database down')),
        () => new Promise<Response>(() => {}),
        async () => new Response('nope', { status: 500 }),
      ]) {
        const app = new Hono().get('*', serveDist(dist, api));
        const res = await app.request('/discover');
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('as="fetch"');
        expect(html).not.toContain('as="image"');
      }
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('route chunks from the manifest', () => {
  it('lists the needed splits and their imports once, without what the entry loads', () => {
    expect(
      routeChunkUrls(manifest, ['src/routes/discover/route.tsx', 'src/routes/discover/index.tsx']),
    ).toEqual(['/assets/discover-d1.js', '/assets/grid-g1.js', '/assets/card-k1.js']);
    expect(routeChunkUrls(manifest, ['src/routes/unknown.tsx'])).toEqual([]);
  });

  it('foresees only the landing pages', () => {
    expect(landingPage('/discover', '')?.data).toEqual({ kind: 'list', path: DEFAULT_LIST_PATH });
    expect(landingPage('/discover', '?minAge=30')?.data).toBeNull();
    expect(landingPage('/discover/42', '?x=1')?.data).toEqual({
      kind: 'avatar',
      path: '/avatars/42',
    });
    expect(landingPage('/discover/2147483647', '')).not.toBeNull();
    expect(landingPage('/discover/2147483648', '')).toBeNull();
    expect(landingPage('/discover/', '')).toBeNull();
    expect(landingPage('/chats', '')).toBeNull();
  });

  it("names signed-in pages by routes that exist, and the session's chunks as the app loads them", () => {
    for (const [pattern, files] of SIGNED_IN_PAGES) {
      for (const file of files) expect(fs.existsSync(file), `${pattern} ${file}`).toBe(true);
    }
    expect(signedInPage('/chat')?.routeFiles).toContain('src/routes/_auth/chat/{-$chatHash}.tsx');
    expect(signedInPage('/chat/group/AbC')?.routeFiles).toContain(
      'src/routes/_auth/chat/group/$chatHash.tsx',
    );
    expect(signedInPage('/tokens/x')).toBeNull();
    expect(signedInPage('/discover')).toBeNull();
    // main.tsx starts both imports with a stored session; the second is its own chunk.
    const main = fs.readFileSync('src/main.tsx', 'utf8');
    expect(main).toContain("import('@/lib/auth/session')");
    expect(main).toContain("import('@/session-runtime')");
    // Each is a module's key, or the name of the chunk a module gives its own (session.ts).
    for (const chunk of SESSION_CHUNKS) {
      expect(fs.existsSync(chunk) || fs.existsSync(`src/lib/auth/${chunk}.ts`), chunk).toBe(true);
    }
  });
});
