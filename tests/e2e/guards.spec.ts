import { signIn } from './chats-helpers.ts';
import { apiLogin, expect, logInFromMenu, loginThroughDialog, test } from './fixtures.ts';

/**
 * The guards: a refused first navigation goes home, a refused in-app navigation is cancelled;
 * the premium upsell; the agent-only admin area (docs/product-rules.md#routes-and-guards).
 */

test('a first navigation to a protected page asks to register, then goes home', async ({
  page,
}) => {
  await page.goto('/tokens');
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an in-app navigation to a protected page is cancelled when the user stays logged out', async ({
  page,
}) => {
  await page.goto('/discover');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Chats' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/discover$/);
});

test('logging in from the guard dialog continues to the page', async ({ page }) => {
  await page.goto('/discover');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page
    .getByRole('dialog', { name: 'Create account' })
    .getByRole('button', { name: 'I already have an account' })
    .click();
  await loginThroughDialog(page, 'user@angels.local');
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('link', { name: 'Personal details' })).toBeVisible();
});

test('the premium guard shows the upsell to a user without premium', async ({ page }) => {
  await logInFromMenu(page, 'user@angels.local');
  await page.goto('/avatars/personal/create');
  await expect(page.getByRole('dialog', { name: 'Go Premium' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/avatars\/personal\/create/);
});

test('a premium user passes the premium guard', async ({ page }) => {
  await logInFromMenu(page, 'premium@angels.local');
  await page.goto('/avatars/personal/create');
  await expect(page).toHaveURL(/\/avatars\/personal\/create/);
  await expect(page.getByRole('dialog', { name: 'Go Premium' })).toHaveCount(0);
});

test('a premium user on a device that has no record of them yet passes the premium guard', async ({
  page,
  request,
}) => {
  // Only the record says Premium: the guard waits for it, though the page's data does not.
  await signIn(page, await apiLogin(request, 'premium@angels.local'));
  await page.route(/\/api\/users\/[0-9a-f-]{36}$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fallback();
  });
  await page.goto('/avatars/personal/create');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/avatars\/personal\/create/);
  await expect(page.getByRole('dialog', { name: 'Go Premium' })).toHaveCount(0);
});

test('the admin area is for agents only, and an agent lands there after login', async ({
  page,
}) => {
  await logInFromMenu(page, 'user@angels.local');
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);
  // Not a silent bounce: the page says why.
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('The admin area is for customer-care agents.'),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Log out' })
    .click();

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Login' })
    .click();
  await loginThroughDialog(page, 'agent@angels.local');
  await expect(page).toHaveURL(/\/admin\/chats/);
});

test('logging out on a protected page goes to the main page', async ({ page }) => {
  await logInFromMenu(page, 'user@angels.local');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/settings/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});
