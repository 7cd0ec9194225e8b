import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { RENDERER_PATH } from './first-load/first-paint.ts';
import { inlineScriptHashes, mountStatic } from './static.ts';
import { useTestApp } from './testing/test-app.ts';

const script = 'console.log("Angels are watching over you");\n'.repeat(100);
// An inline script (with a Windows line end, which HTML parsing makes \n) and an external one.
const inline = "\r\n      document.documentElement.dataset.appearance = 'light';\n    ";
const page = `<!doctype html><title>Angels</title><script>${inline}</script>
<script type="module" crossorigin src="/assets/app-abc123.js"></script>`;
/** The build's renderer, as far as serving needs it: the app router's matching (a stand-in). */
const renderer = `
export const isAppPath = (p) => ['/', '/discover', '/settings'].includes(p) || /^\\/discover\\/\\d+$/.test(p);
export async function renderFirstPaint() { return null; }
`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('static serving of the built app', () => {
  const t = useTestApp();
  let dist: string;
  let app: App;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), page);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Angels"}');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    fs.mkdirSync(path.join(dist, path.dirname(RENDERER_PATH)));
    fs.writeFileSync(path.join(dist, RENDERER_PATH), renderer);
    app = createApp({ db: t.database.db, config: t.config });
    mountStatic(app, dist);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('caches hashed assets forever', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(script);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('revalidates %s', async (p) => {
    const res = await app.request(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('gives other public files a short cache', async () => {
    const res = await app.request('/robots.txt');
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
  });

  it('falls back to index.html for client routes', async () => {
    const res = await app.request('/discover/12?gender=MALE');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>Angels</title>');
  });

  it('answers 404 with the app shell (whose 404 view shows) where the app has no page', async () => {
    for (const p of ['/this/does/not/exist', '/discovery', '/settings/nope']) {
      const res = await app.request(p, { headers: { 'Accept-Encoding': 'identity' } });
      expect(res.status, p).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'sha256-");
      expect(await res.text()).toContain('<title>Angels</title>');
    }
    for (const p of ['/discover', '/settings', '/discover/7']) {
      expect((await app.request(p)).status, p).toBe(200);
    }
  });

  it('answers 404 for missing files instead of the app shell', async () => {
    expect((await app.request('/assets/app-missing.js')).status).toBe(404);
    expect((await app.request('/favicon.png')).status).toBe(404);
  });

  it('never falls back for /api', async () => {
    const res = await app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it.each([
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('compresses with %s when accepted', async (encoding, decode) => {
    const res = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
    });
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length);
    expect(decode(body).toString()).toBe(script);
  });

  it('sends identity when compression is refused', async () => {
    const res = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'br;q=0, identity' },
    });
    expect(res.headers.get('Content-Encoding')).toBeNull();
  });

  it('answers 304 for a matching ETag and supports HEAD', async () => {
    const first = await app.request('/assets/app-abc123.js');
    const etag = first.headers.get('ETag') ?? '';
    const again = await app.request('/assets/app-abc123.js', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sets the security headers on every response', async () => {
    for (const p of ['/', '/assets/app-abc123.js', '/nope.js', '/api/vars']) {
      const res = await app.request(p);
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      expect(res.headers.get('Content-Security-Policy')).toContain("object-src 'none'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    }
  });

  it("allows the page's inline script by its hash, and only on the page", async () => {
    const hash = `'sha256-${sha256(inline.replace('\r\n', '\n'))}'`;
    for (const p of ['/', '/index.html', '/settings']) {
      const csp = (await app.request(p)).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain(`script-src 'self' ${hash};`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
    }
    for (const p of ['/assets/app-abc123.js', '/api/vars']) {
      const csp = (await app.request(p)).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('sha256');
    }
  });

  it('hashes inline scripts only, over their exact text', () => {
    expect(
      inlineScriptHashes(
        '<script>a()</script><SCRIPT type="text/javascript">\nb()\n</SCRIPT >' +
          '<script src="/x.js"></script><script type="module" src=/y.js>c()</script><p>d()</p>',
      ),
    ).toEqual([`sha256-${sha256('a()')}`, `sha256-${sha256('\nb()\n')}`]);
    expect(inlineScriptHashes('<title>No scripts</title>')).toEqual([]);
  });

  it('explains itself when the app is not built', async () => {
    const bare = createApp({ db: t.database.db, config: loadConfig({}) });
    mountStatic(bare, path.join(dist, 'does-not-exist'));
    const res = await bare.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('npm run build');
    expect((await bare.request('/api/vars')).status).toBe(200);
  });
});
