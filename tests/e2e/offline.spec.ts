import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  logInFromMenu,
  logOutFromMenu,
  test,
  TOKENS_KEY,
  waitForWorker,
} from './fixtures.ts';

/**
 * Offline browsing: the service worker serves the shell and cached images; the persisted
 * query cache serves the data. These tests go offline after a first online visit, as a person
 * on a train would.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Angels' }).getByRole('listitem');

/** The persister writes at most once a second: give it time to catch up. */
async function waitForPersistedCache(page: Page, fragment: string): Promise<void> {
  await page.waitForFunction(
    (text) => (localStorage.getItem('query-cache') ?? '').includes(text),
    fragment,
  );
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test('offline, a reload renders discover, the details and images seen before, and the title', async ({
  page,
  context,
}) => {
  await page.goto('/discover');
  await waitForWorker(page);
  const first = cards(page).first();
  const name = (await first.getByRole('link').first().textContent())!.trim();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();
  await waitForPersistedCache(page, '"detail"');
  const title = await page.title();

  await goOffline(context);
  await page.reload();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(cards(page).first()).toContainText(name);
  await expect(page).toHaveTitle(title);
  // The portrait came from the worker's image cache: it decoded, it is not a broken image.
  // Portraits are decorative beside the name (alt=""), so find them as elements, not roles.
  const portrait = cards(page).first().locator('img').first();
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await cards(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('offline, a filter never seen says it will load when back online, with no error toast, and then does', async ({
  page,
  context,
}) => {
  await page.goto('/discover');
  await waitForWorker(page);
  await expect(cards(page).first()).toBeVisible();

  await goOffline(context);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await expect(
    page.getByText("You're offline: the Angels will load when you're back online."),
  ).toBeVisible();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Error message')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await context.setOffline(false);
  const males = (await (await page.request.get('/api/avatars?gender=MALE&pageSize=1')).json()) as {
    items: { name: string }[];
  };
  await expect(cards(page).first()).toContainText(males.items[0]!.name);
  await expect(toasts.getByText('Error message')).toHaveCount(0);
});

test('offline, a page never visited shows the app with a clear offline message', async ({
  page,
  context,
}) => {
  await page.goto('/discover');
  await waitForWorker(page);
  await expect(cards(page).first()).toBeVisible();
  const unvisited = (await (await page.request.get('/api/avatars/40')).json()) as { name: string };

  await goOffline(context);
  await page.goto('/discover/40');
  await expect(page.getByRole('heading', { name: "You're offline", level: 1 })).toBeVisible();
  // The app shell around it, not the browser's error page.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // Back online, the page loads by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: unvisited.name, level: 1 })).toBeVisible();
});

test('logout leaves no private data in local storage or the worker caches', async ({ page }) => {
  await page.goto('/discover');
  await waitForWorker(page);
  await logInFromMenu(page, 'premium@angels.local');
  await page.goto('/settings/personal-details');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await waitForPersistedCache(page, 'portrait-choices');

  await logOutFromMenu(page);

  const leftovers = await page.evaluate(async (tokensKey) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return {
      tokens: localStorage.getItem(tokensKey),
      persisted: localStorage.getItem('query-cache') ?? '',
      privateUrls: urls.filter((url) => /\/api\/(users|chats|portraits|me)\b/.test(url)),
    };
  }, TOKENS_KEY);
  expect(leftovers.tokens).toBeNull();
  expect(leftovers.persisted).not.toContain('"me"');
  expect(leftovers.privateUrls).toEqual([]);
});
