import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/**
 * Initial JS of a route: every script the page fetches until the network settles on a cold
 * load, gzipped at level 9 (what a CDN would send), in KB.
 */
export async function initialJsKb(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}
