import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * The installable/offline figures, no throttling (this machine as it is):
 * - precache: entries and bytes of the precache list the build injected into dist/sw.js;
 * - warm LCP: a repeat visit to /discover with the worker in control, read from the browser's
 *   own `largest-contentful-paint` entries (PerformanceObserver, buffered), median of 5;
 * - offline start: a new page in an offline context that has visited before, from navigation
 *   start to the first avatar card in the grid, median of 5.
 */
const RUNS = 5;
const GRID_CARD = 'ul[aria-label="Angels"] > li';

export function precacheSize(distDir = 'dist'): { entries: number; bytes: number } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const bytes = urls.reduce((sum, url) => sum + statSync(join(distDir, url)).size, 0);
  return { entries: urls.length, bytes };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lcpOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let latest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) latest = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP candidates stop once the page is settled; half a second after the grid is plenty.
        setTimeout(() => resolve(latest), 500);
      }),
  );
}

/** First visit: the worker installs, precaches and takes control; the query cache persists. */
async function firstVisit(context: BrowserContext, baseURL: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseURL}/discover`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.locator(GRID_CARD).first().waitFor();
  // The persister writes at most once a second.
  await page.waitForFunction(() => (localStorage.getItem('query-cache') ?? '').includes('avatars'));
  await page.close();
}

export async function measurePwa(
  browser: Browser,
  baseURL: string,
): Promise<{ warmLcpMs: number; offlineStartMs: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  try {
    await firstVisit(context, baseURL);
    const lcps: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto(`${baseURL}/discover`);
      await page.locator(GRID_CARD).first().waitFor();
      lcps.push(await lcpOf(page));
      await page.close();
    }

    await context.setOffline(true);
    const starts: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto(`${baseURL}/discover`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        (selector) => (document.querySelector(selector) ? performance.now() : false),
        GRID_CARD,
        { polling: 'raf' },
      );
      starts.push(Number(await handle.jsonValue()));
      await page.close();
    }
    return { warmLcpMs: Math.round(median(lcps)), offlineStartMs: Math.round(median(starts)) };
  } finally {
    await context.close();
  }
}
