import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../observability/logger.ts';
import { serveDist } from '../static.ts';
import { RENDERER_PATH, withFirstPaint } from './first-paint.ts';

const boot = '<div class="boot" role="status">Loading Angels…</div>';
const shell = `<!doctype html><html><head><title>Angels</title></head>
<body><noscript>Needs JavaScript</noscript>
<div id="root">
  ${boot}
</div>
</body></html>`;

/**
 * A build's renderer as the server loads it (the real one is the app's pages, covered by the
 * browser tests): it reads the API it is given, and some URLs misbehave on purpose.
 */
const renderer = `
export async function renderFirstPaint(url, api) {
  if (url === '/discover/2') return null;
  if (url === '/discover/3') throw new Error('render failed');
  if (url === '/discover/4') return new Promise(() => {});
  const vars = await (await api('/api/vars')).json();
  return '<div data-first-paint inert><h1>' + vars.name + '</h1><p>' + url + '</p></div>';
}
`;

function buildWith(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-first-paint-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

describe("a landing page's first paint", () => {
  let dist: string;
  let app: Hono;
  let name = 'Angels';
  const api = async (url: string) =>
    url === '/api/vars' ? Response.json({ name }) : new Response('nope', { status: 404 });

  beforeAll(() => {
    dist = buildWith({ 'index.html': shell, [RENDERER_PATH]: renderer });
    app = new Hono().get('*', serveDist(dist, api));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const page = async (url: string) => (await app.request(url)).text();

  it('puts the rendered page in #root instead of the loading indicator', async () => {
    const html = await page('/discover/1?gender=MALE');
    expect(html).toContain(
      '<div id="root"><div data-first-paint inert><h1>Angels</h1><p>/discover/1?gender=MALE</p></div></div>',
    );
    expect(html).not.toContain(boot);
    // The rest of the shell is untouched.
    expect(html).toContain('<noscript>Needs JavaScript</noscript>');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it('renders the main page without its parameters, which are the app’s to handle', async () => {
    expect(await page('/?reset-token=abc')).toContain('<p>/</p>');
  });

  it('gives a page whose first paint changed a new ETag', async () => {
    const first = await app.request('/discover');
    name = 'Angels & co';
    const second = await app.request('/discover');
    expect(await second.text()).toContain('<h1>Angels & co</h1>');
    expect(second.headers.get('ETag')).not.toBe(first.headers.get('ETag'));
    name = 'Angels';
  });

  it('serves the plain shell when the page has none, rendering fails or takes too long', async () => {
    const log = captureLogs('warn');
    try {
      for (const url of ['/discover/2', '/discover/3', '/discover/4']) {
        const started = Date.now();
        const res = await app.request(url);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(boot);
        expect(Date.now() - started).toBeLessThan(2000);
      }
      // A failure is logged, once, with the page it was for.
      const warnings = log.records().filter((r) => r.level === 'warn');
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0]?.msg)).toContain('/discover/3');
    } finally {
      log.stop();
    }
  });

  it('leaves every other page, and the shell the worker caches, with the loading indicator', async () => {
    for (const url of ['/chats', '/index.html', '/discover/']) {
      expect(await page(url)).toContain(boot);
    }
  });

  it('never serves the renderer', async () => {
    expect((await app.request(`/${RENDERER_PATH}`)).status).toBe(404);
  });

  it('serves the plain shell from a build whose renderer cannot be loaded', async () => {
    const broken = buildWith({ 'index.html': shell, [RENDERER_PATH]: 'this is not JavaScript(' });
    const log = captureLogs('error');
    try {
      const res = await new Hono().get('*', serveDist(broken, api)).request('/discover');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(boot);
      expect(log.records().filter((r) => r.level === 'error')).toHaveLength(1);
    } finally {
      log.stop();
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe('the first paint in the real shell', () => {
  it("replaces exactly the content of index.html's #root", () => {
    const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    const html = withFirstPaint(indexHtml, '<main>page</main>');
    expect(html).toContain('<div id="root"><main>page</main></div>');
    expect(html).not.toContain('Loading Angels…');
    const head = (page: string) => page.slice(0, page.indexOf('<body>'));
    expect(head(html)).toBe(head(indexHtml));
    // What follows #root (the entry script in the source; nothing but </body> once built) stays.
    const afterRoot = (page: string) => page.slice(page.indexOf('<script type="module"'));
    expect(afterRoot(html)).toBe(afterRoot(indexHtml));
  });
});
