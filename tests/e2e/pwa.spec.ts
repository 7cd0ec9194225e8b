import type { Page } from '@playwright/test';
import { componentChunk } from './build-manifest.ts';
import {
  appTookOver,
  expect,
  logInFromMenu,
  logOutFromMenu,
  test,
  waitForWorker,
} from './fixtures.ts';

/**
 * The service worker: it takes control on the first visit and keeps vars for
 * offline starts; a chunk that fails to load is recovered by one reload, never a loop; a page
 * restored from the back/forward cache reloads. (The update flow and installability have
 * their own files: they need their own server or browser.)
 */

/** Counts full document loads (a reload is one; client-side navigations are not). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

test('the worker controls the page after the first load; offline, vars come from its cache', async ({
  page,
  context,
}) => {
  await page.goto('/discover');
  await waitForWorker(page);
  // This first load fetched vars before the worker existed: the app hands it over afterwards.
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.match('/api/vars'))?.status ?? 'not cached'),
    )
    .toBe(200);

  // Without the persisted query cache, only the worker can supply vars to an offline start.
  await page.evaluate(() => localStorage.removeItem('query-cache'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByText('Domain missing configuration.')).toHaveCount(0);
  await expect(page).toHaveTitle('Angels');
  // Other API data is not the worker's business: offline it fails.
  expect(
    await page.evaluate(() =>
      fetch('/api/avatars?page=1&pageSize=1').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
});

test("logout empties the worker's private image cache", async ({ page }) => {
  await page.goto('/discover');
  await waitForWorker(page);
  await logInFromMenu(page, 'user@angels.local');
  // The user's own portrait (menu) went through the worker into its private cache.
  const cachedPortraits = () =>
    page.evaluate(async () => {
      if (!(await caches.has('angels-portraits'))) return 0;
      return (await (await caches.open('angels-portraits')).keys()).length;
    });
  await expect.poll(cachedPortraits).toBeGreaterThan(0);

  await logOutFromMenu(page);
  await expect.poll(cachedPortraits).toBe(0);
  // Public caches stay: the catalogue is the same for everyone.
  expect(await page.evaluate(() => caches.has('angels-avatar-images'))).toBe(true);
});

test.describe('chunk-load failure', () => {
  // Without a worker the chunk requests reach the network, where the test can make them fail
  // (the deploy case: an old page asks for files the server no longer has).
  test.use({ serviceWorkers: 'block' });

  const chunk = `**${componentChunk('src/routes/privacy-policy.tsx')}`;

  test('a route chunk that fails once: one reload, landing on the intended page', async ({
    page,
  }) => {
    await page.goto('/discover');
    await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
    const loads = countLoads(page);
    // Fails the first time it is asked for; the reloaded page gets it (which asks for it as it
    // starts, before its load event: main.tsx warms the route's chunks).
    let failed = false;
    await page.route(chunk, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('failed');
    });

    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(loads()).toBe(1);
    // The app's recovery did it (not the router's own fallback), and the saved path is spent.
    const saved = await page.evaluate(() => ({
      at: sessionStorage.getItem('chunk-reload-at'),
      path: sessionStorage.getItem('chunk-reload-path'),
    }));
    expect(saved.at).not.toBeNull();
    expect(saved.path).toBeNull();
  });

  test('a chunk that keeps failing does not loop: one reload, then the error view', async ({
    page,
  }) => {
    await page.goto('/discover');
    await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
    const loads = countLoads(page);
    await page.route(chunk, (route) => route.abort('failed'));

    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/privacy-policy$/);
    // Give a loop time to show itself.
    await page.waitForTimeout(1500);
    expect(loads()).toBe(1);
  });
});

test('a page restored from the back/forward cache reloads', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  // The heading is the server's first paint: the app's listener is only there once it is up.
  await appTookOver(page);
  // Playwright launches Chromium with --disable-back-forward-cache, so a real restore cannot
  // happen here: the browser's own event for one is dispatched instead. A mark left on the old
  // document tells the new one from it (a start from the worker can be over before Playwright
  // reports the new document's load event).
  await page.evaluate(() => {
    Object.assign(window, { restoredFrom: true });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });
  await expect
    .poll(() => page.evaluate(() => 'restoredFrom' in window).catch(() => true))
    .toBe(false);
  expect(
    await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON()),
  ).toMatchObject({ type: 'reload' });
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
});
