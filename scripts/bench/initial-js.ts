import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** Start-up work the app defers to an idle moment (the service worker's script) comes later. */
const QUIET_MS = 2000;
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/**
 * Initial JS of a route: every script the page fetches on a cold load until no new one has
 * arrived for QUIET_MS after the network settled, gzipped at level 9 (what a CDN would send),
 * in KB. On a phone's screen (Lighthouse's mobile viewport): the budget is about phones, and
 * the app loads desktop-only parts (the sidebar's menu) only on wide screens.
 */
export async function initialJsKb(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...PHONE });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    scripts.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  while (Date.now() - lastScriptAt < QUIET_MS) {
    await page.waitForTimeout(100);
  }
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}
