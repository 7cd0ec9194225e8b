import type { Page } from '@playwright/test';
import { base, expect, test, TOKENS_KEY } from './fixtures.ts';

/**
 * The server's first paint of a landing page (src/first-paint, server/first-load): the page is
 * in the HTML, painted before any script has run, and the app then replaces it with the same
 * page in the same place.
 */

const SCRIPTS = /\/assets\/[^?]+\.js$/;
/** The app's scripts never arrive: what shows is the server's first paint alone. */
const withoutScripts = (page: Page) =>
  page.route(SCRIPTS, (route) => route.abort('blockedbyclient'));

const firstPaint = (page: Page) => page.locator('#root > [data-first-paint]');

const LANDING_PAGES = ['/', '/discover', '/discover/3'];

/** Where the page's title and first portrait are: they must not move when the app takes over. */
async function layoutOf(page: Page, root: string) {
  const heading = page.locator(`${root} main h1`).first();
  const portrait = page.locator(`${root} main img`).first();
  await expect(portrait).toBeVisible();
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  // The display face swaps in when it arrives: both are measured in it.
  await page.evaluate(() => document.fonts.ready);
  return { heading: await heading.boundingBox(), portrait: await portrait.boundingBox() };
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of LANDING_PAGES) {
      test(`${path} is painted from the server, and the app takes it over in place`, async ({
        page,
      }) => {
        // It runs nothing: no inline script of its own, which the page's policy would refuse.
        const refused: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
        });
        await withoutScripts(page);
        await page.goto(path);
        await expect(firstPaint(page)).toBeVisible();
        await expect(page.getByText('Loading Angels…')).toHaveCount(0);
        expect(await firstPaint(page).locator('script').count()).toBe(0);
        const painted = await layoutOf(page, '[data-first-paint]');

        await page.unroute(SCRIPTS);
        await page.reload();
        await expect(firstPaint(page)).toHaveCount(0);
        // The app's page: interactive, where the first paint was.
        await expect(page.locator('#root main h1').first()).toBeVisible();
        expect(await layoutOf(page, '#root')).toEqual(painted);
        expect(refused).toEqual([]);
      });
    }
  });
}

test('the first paint is the page as a visitor sees it, and inert until the app is there', async ({
  page,
}) => {
  await withoutScripts(page);
  await page.goto('/discover');
  const paint = firstPaint(page);
  await expect(
    paint.getByRole('heading', { name: 'Discover', level: 1, includeHidden: true }),
  ).toHaveCount(1);
  await expect(paint.locator('ul[aria-label="Angels"] > li')).not.toHaveCount(0);
  expect(await paint.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  // Nothing in it takes a click or text before the app can keep it.
  await paint.locator('input').first().click({ force: true });
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
});

base('a first visit sees the age check in the first paint; no one else does', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/discover');
  const ageCheck = firstPaint(page).locator('dialog[data-state="open"]');
  await expect(ageCheck).toBeVisible();
  await expect(ageCheck).toContainText('Are you 18 or older?');

  await page.evaluate(() => localStorage.setItem('age-verified', 'true'));
  await page.reload();
  await expect(firstPaint(page)).toBeVisible();
  await expect(ageCheck).toBeHidden();
});

test('a logged-in visitor never sees the visitor’s first paint', async ({ page }) => {
  await withoutScripts(page);
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ accessToken: 'a', refreshToken: 'r' })),
    TOKENS_KEY,
  );
  await page.goto('/');
  await expect(firstPaint(page)).toHaveCount(1);
  await expect(firstPaint(page)).toBeHidden();
});

test('an unknown Angel, and any page but a landing page, start from the loading indicator', async ({
  page,
}) => {
  await withoutScripts(page);
  for (const path of ['/discover/999999', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByText('Loading Angels…')).toBeVisible();
    await expect(firstPaint(page)).toHaveCount(0);
  }
});

/** When the page first painted, and when it first asked for one of the app's scripts. */
const startTimes = (page: Page) =>
  page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));

test('the app’s scripts are asked for once the first paint is on screen', async ({ page }) => {
  await page.goto('/discover');
  // The app took over, so its scripts came.
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  const { painted, scripts } = await startTimes(page);
  expect(painted).not.toBeNull();
  expect(scripts).toBeGreaterThanOrEqual(painted!);
});

test('a logged-in visitor, who has nothing to see first, starts the app at once', async ({
  page,
}) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ accessToken: 'a', refreshToken: 'r' })),
    TOKENS_KEY,
  );
  await page.goto('/discover');
  await expect.poll(async () => (await startTimes(page)).painted).not.toBeNull();
  const { painted, scripts } = await startTimes(page);
  expect(scripts).toBeLessThan(painted!);
});
