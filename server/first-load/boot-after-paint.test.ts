import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, serveDist } from '../static.ts';
import { bootAfterPaint } from './boot-after-paint.ts';
import { RENDERER_PATH } from './first-paint.ts';

/** The built shell's script tags, as Vite writes them. */
const scripts = `<script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="modulepreload" crossorigin href="/assets/app-c.js">
    <link rel="stylesheet" crossorigin href="/assets/app-d.css">`;
const shell = `<!doctype html><html><head><title>Angels</title>
    ${scripts}
</head>
<body><div id="root"><div role="status">Loading Angels…</div></div></body></html>`;

const renderer = `
export async function renderFirstPaint(url) {
  return url === '/discover/2' ? null : '<div data-first-paint inert><h1>' + url + '</h1></div>';
}
`;

/** A manifest whose /discover route has a chunk of its own, hinted with the HTML. */
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor'] },
  _vendor: { file: 'assets/vendor-b.js' },
  'src/routes/discover/index.tsx?tsr-split=component': {
    file: 'assets/discover-e.js',
    imports: ['_vendor'],
  },
};

/** The scripts a page's loader will add, entry first, or null when it has no loader. */
function loaderScripts(html: string): string[] | null {
  const match = /<script data-scripts="([^"]*)">/.exec(html);
  return match ? JSON.parse(match[1]!.replaceAll('&quot;', '"')) : null;
}

describe('a page with a first paint starts its scripts after that paint', () => {
  let dist: string;
  let app: Hono;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-boot-'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    fs.mkdirSync(path.dirname(path.join(dist, RENDERER_PATH)), { recursive: true });
    fs.writeFileSync(path.join(dist, RENDERER_PATH), renderer);
    const api = async () => Response.json({ items: [] });
    app = new Hono().get('*', serveDist(dist, api));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('asks for no script with the HTML: a loader lists them, entry first, hints included', async () => {
    const html = await (await app.request('/discover')).text();
    expect(html).toContain('<h1>/discover</h1>');
    expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    expect(loaderScripts(html)).toEqual([
      '/assets/index-a.js',
      '/assets/vendor-b.js',
      '/assets/app-c.js',
      '/assets/discover-e.js',
    ]);
    // The stylesheet and the data hints stay where they were.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-d.css">');
    expect(html).toMatch(/<link rel="preload" href="\/api\/avatars\?[^"]+" as="fetch"/);
  });

  it('allows the loader, and only it, by its hash in the page’s policy', async () => {
    const response = await app.request('/discover');
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes).toHaveLength(1);
    expect(response.headers.get('Content-Security-Policy')).toContain(
      `script-src 'self' '${hashes[0]}'`,
    );
  });

  it('leaves a page without a first paint, and the worker’s /index.html, as built', async () => {
    for (const url of ['/discover/2', '/index.html', '/chats']) {
      const response = await app.request(url);
      const html = await response.text();
      expect(html, url).toContain(scripts);
      expect(loaderScripts(html), url).toBeNull();
      expect(response.headers.get('Content-Security-Policy'), url).toContain("script-src 'self';");
    }
  });

  it('leaves a shell it does not recognise alone: no module script, or more than one', () => {
    const none = shell.replace(/<script[^]*?<\/script>/, '');
    const two = shell.replace('</head>', `${scripts}</head>`);
    expect(bootAfterPaint(none)).toBe(none);
    expect(bootAfterPaint(two)).toBe(two);
  });
});
