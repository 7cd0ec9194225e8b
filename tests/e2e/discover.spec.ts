import type { Page } from '@playwright/test';
import { appTookOver, expect, test } from './fixtures.ts';
import type { AvatarPage } from '../../server/contract/avatars.ts';

/** The discover list as a person uses it: filters in labelled controls, results in the grid. */

const cards = (page: Page) => page.getByRole('list', { name: 'Angels' }).getByRole('listitem');

async function apiPage(page: Page, query: string): Promise<AvatarPage> {
  const response = await page.request.get(`/api/avatars?${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as AvatarPage;
}

test('shows the first page of female Angels with the defaults kept out of the URL', async ({
  page,
}) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  const expected = await apiPage(page, 'gender=FEMALE&page=1&pageSize=12');
  // Page 1 in the API's order (infinite scroll may already be fetching page 2 below it).
  for (const [index, avatar] of expected.items.entries()) {
    await expect(cards(page).nth(index)).toContainText(avatar.name);
  }
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  expect(new URL(page.url()).search).toBe('');
});

test('filters update the URL and the results, and back/forward restore them', async ({ page }) => {
  await page.goto('/discover');
  await expect(cards(page).nth(11)).toBeVisible();

  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await expect(page).toHaveURL(/gender=MALE/);
  const males = await apiPage(page, 'gender=MALE&page=1&pageSize=12');
  await expect(cards(page).first()).toContainText(males.items[0]!.name);

  await page.getByRole('checkbox', { name: 'Asian', exact: true }).check();
  await expect(page).toHaveURL(/ethnicity=/);
  const asianMales = await apiPage(page, 'gender=MALE&ethnicity=ASIAN&page=1&pageSize=12');
  await expect(cards(page)).toHaveCount(asianMales.items.length);
  for (const avatar of asianMales.items) {
    await expect(page.getByRole('link', { name: avatar.name, exact: true })).toBeVisible();
  }

  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'Asian', exact: true })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.goForward();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
});

test('the age range narrows the results to that range', async ({ page }) => {
  await page.goto('/discover');
  await appTookOver(page);
  await page.getByRole('spinbutton', { name: 'Minimum age' }).fill('30');
  await page.getByRole('spinbutton', { name: 'Minimum age' }).press('Tab');
  await page.getByRole('spinbutton', { name: 'Maximum age' }).fill('40');
  await page.getByRole('spinbutton', { name: 'Maximum age' }).press('Tab');
  await expect(page).toHaveURL(/minAge=30/);
  await expect(page).toHaveURL(/maxAge=40/);
  const expected = await apiPage(page, 'gender=FEMALE&minAge=30&maxAge=40&page=1&pageSize=60');
  expect(expected.items.length).toBeGreaterThan(0);
  expect(expected.items.every((a) => a.age >= 30 && a.age <= 40)).toBe(true);
  // Scrolling brings in any further page; in the end the grid holds exactly these Angels.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 20_000);
      return cards(page).count();
    })
    .toBe(expected.total);
  for (const [index, avatar] of expected.items.entries()) {
    await expect(cards(page).nth(index)).toContainText(avatar.name);
  }
});

test('malformed search params fall back to the defaults instead of failing', async ({ page }) => {
  await page.goto('/discover?gender=ROBOT&minAge=abc&maxAge=%5B%5D&ethnicity=%22nope%22');
  await expect(cards(page).nth(11)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Minimum age' })).toHaveValue('18');
  await expect(page.getByRole('spinbutton', { name: 'Maximum age' })).toHaveValue('99');
});

test('ages given the wrong way round are swapped, every other filter kept, and the page says so', async ({
  page,
}) => {
  await page.goto('/discover?gender=MALE&minAge=50&maxAge=20&ethnicity=ASIAN,LATINA');
  await expect(page.getByRole('status').filter({ hasText: 'swapped' })).toContainText(
    'showing Angels aged 20 to 50',
  );
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Minimum age' })).toHaveValue('20');
  await expect(page.getByRole('spinbutton', { name: 'Maximum age' })).toHaveValue('50');
  await expect(page.getByRole('checkbox', { name: 'Asian', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Latino', exact: true })).toBeChecked();
  const expected = await apiPage(page, 'gender=MALE&minAge=20&maxAge=50&ethnicity=ASIAN,LATINA');
  await expect(cards(page).first()).toContainText(expected.items[0]!.name);
});

test("the URL writes ethnicities as the spec's list, reads the old JSON form, and an emptied age is no bound", async ({
  page,
}) => {
  await page.goto('/discover?ethnicity=%5B%22ASIAN%22%5D&minAge=25');
  await appTookOver(page);
  await expect(page.getByRole('checkbox', { name: 'Asian', exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Black', exact: true }).check();
  await expect(page).toHaveURL(/[?&]ethnicity=ASIAN,BLACK(&|$)/);

  await page.getByRole('spinbutton', { name: 'Minimum age' }).fill('');
  await page.getByRole('spinbutton', { name: 'Minimum age' }).press('Tab');
  await expect(page.getByRole('spinbutton', { name: 'Minimum age' })).toHaveValue('18');
  await expect(page).not.toHaveURL(/minAge/);
  await expect(page).toHaveURL(/[?&]ethnicity=ASIAN,BLACK(&|$)/);
});

test('infinite scroll pages through to the last page', async ({ page }) => {
  const all = await apiPage(page, 'gender=FEMALE&page=1&pageSize=12');
  expect(all.total).toBeGreaterThan(24);
  await page.goto('/discover');
  await expect(cards(page).nth(11)).toBeVisible();
  // Each scroll to the bottom brings one more page, until there is none.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return cards(page).count();
      },
      { timeout: 20_000 },
    )
    .toBe(all.total);
  await expect(page.getByText(/seen them all/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('"Load more" pages through when infinite scroll is unavailable', async ({ page }) => {
  // The button is the fallback for browsers (and assistive tech) where scrolling does not load.
  await page.addInitScript(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });
  const all = await apiPage(page, 'gender=FEMALE&page=1&pageSize=12');
  await page.goto('/discover');
  await expect(cards(page).nth(11)).toBeVisible();
  for (let shown = 12; shown < all.total; shown = Math.min(shown + 12, all.total)) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(shown + 12, all.total));
  }
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('opens a details page and returns to the filtered list', async ({ page }) => {
  await page.goto('/discover?gender=MALE');
  const first = (await apiPage(page, 'gender=MALE&page=1&pageSize=12')).items[0]!;
  await page.getByRole('link', { name: first.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/discover/${first.id}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: 'Chat', exact: true })
      .or(page.getByRole('main').getByRole('link', { name: 'Chat', exact: true })),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Discover' }).click();
  await expect(page).toHaveURL(/\/discover\?gender=MALE/);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
});

test('an unknown avatar id shows a clear not-found message', async ({ page }) => {
  await page.goto('/discover/987654');
  await expect(page.getByText(/not found|no angel/i).first()).toBeVisible();
});

test('a failed list fetch shows the spec toast and a way to retry', async ({ page }) => {
  await page.route('**/api/avatars?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"INTERNAL","message":"boom"}',
    }),
  );
  await page.goto('/discover');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Error message')).toBeVisible();
  await expect(
    toasts.getByText('Unexpected error while fetching the data. Please try again.'),
  ).toBeVisible();

  await page.unroute('**/api/avatars?**');
  await page
    .getByRole('button', { name: /try again|retry/i })
    .first()
    .click();
  await expect(cards(page).nth(11)).toBeVisible();
});

test("ethnicity labels follow the Angel's gender: Latino on men, Latina on women", async ({
  page,
}) => {
  const [man] = (await apiPage(page, 'gender=MALE&ethnicity=LATINA&pageSize=1')).items;
  const [woman] = (await apiPage(page, 'gender=FEMALE&ethnicity=LATINA&pageSize=1')).items;

  await page.goto('/discover?gender=MALE&ethnicity=LATINA');
  await expect(page.getByRole('checkbox', { name: 'Latino' })).toBeChecked();
  const card = cards(page).filter({ hasText: man!.name });
  await expect(card).toContainText('Latino');
  await expect(card).not.toContainText('Latina');
  await page.goto(`/discover/${man!.id}`);
  await expect(page.getByText(/· Latino ·/)).toBeVisible();

  await page.goto(`/discover/${woman!.id}`);
  await expect(page.getByText(/· Latina ·/)).toBeVisible();
  await page.goto('/discover?ethnicity=LATINA');
  await expect(page.getByRole('checkbox', { name: 'Latina' })).toBeChecked();
});
