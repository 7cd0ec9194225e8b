import { expect, test, waitForWorker } from './fixtures.ts';

/** The frame around every page: title from /api/vars, layouts, error and 404 views. */

test('the page title is the domain name from /api/vars', async ({ page }) => {
  const vars = (await (await page.request.get('/api/vars')).json()) as { domainName: string };
  await page.goto('/');
  await expect(page).toHaveTitle(vars.domainName);
  await expect(page.getByRole('link', { name: /discover/i }).first()).toBeVisible();
});

test('an unknown path answers 404 and shows the 404 view', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /discover/i })
    .click();
  await expect(page).toHaveURL(/\/discover$/);
});

test("a page of the app answers 200, and the worker's offline shell still shows the 404 view", async ({
  page,
  context,
}) => {
  for (const path of ['/discover', '/chat', '/settings/password', '/discover/1']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  await page.goto('/discover');
  await waitForWorker(page);
  await context.setOffline(true);
  await page.goto('/nowhere/at/all');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('when /api/vars fails the app says so instead of breaking', async ({ page }) => {
  await page.route('**/api/vars', (route) => route.abort('failed'));
  await page.goto('/discover');
  await expect(page.getByText('Domain missing configuration.')).toBeVisible();
});

test('the legal pages have real content', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
});

test.describe('desktop layout', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the sidebar menu, not the bottom bar', async ({ page }) => {
    await page.goto('/discover');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Discover',
      'Chats',
      'My Angels',
      'Settings',
      'Premium',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Create account', 'Login']) {
      await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeHidden();
  });

  test('dialogs close on Esc and give focus back', async ({ page }) => {
    await page.goto('/discover');
    const login = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Login', exact: true });
    await login.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });
});

test.describe('mobile layout (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('shows the top bar and the bottom bar instead of the sidebar', async ({ page }) => {
    await page.goto('/discover');
    const bottom = page.getByRole('navigation', { name: 'Bottom menu' });
    await expect(bottom).toBeVisible();
    for (const name of ['Discover', 'Chat', 'My Angels']) {
      await expect(bottom.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(bottom.getByText('Create Account', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('the grid has no horizontal overflow', async ({ page }) => {
    await page.goto('/discover');
    await expect(
      page.getByRole('list', { name: 'Angels' }).getByRole('listitem').nth(11),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
