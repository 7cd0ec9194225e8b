import type { Page } from '@playwright/test';
import {
  TOKENS_KEY,
  expect,
  expiredCopy,
  logInFromMenu,
  loginThroughDialog,
  mailedLink,
  mainMenu,
  test,
  uniqueEmail,
} from './fixtures.ts';

/** Where a visitor was going survives registering, confirming by mail and logging in. */

async function firstAngel(page: Page) {
  const res = await page.request.get('/api/avatars?gender=FEMALE&page=1&pageSize=1');
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  return items[0]!;
}

test('a visitor who pressed Chat, then registered, confirmed and logged in, lands in that chat', async ({
  page,
}) => {
  const angel = await firstAngel(page);
  await page.goto(`/discover/${angel.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Chat', exact: true }).click();

  const register = page.getByRole('dialog', { name: 'Create account' });
  const email = uniqueEmail('intent');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password', { exact: true }).fill('a proper passphrase');
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByText(/check your inbox/i)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();

  // The mailed link, opened as a mail app does: a fresh page load.
  await page.goto(await mailedLink(email, 'confirm-registration'));
  await loginThroughDialog(page, email, 'a proper passphrase');
  await expect(page).toHaveURL(/\/chat\/[\w-]+/);
  await expect(page.getByRole('heading', { level: 1, name: angel.name })).toBeVisible();

  // Once: a later login elsewhere does not jump to that chat again.
  expect(await page.evaluate(() => localStorage.getItem('redirect-path'))).toBeNull();
});

test('someone logged out by the session rules is offered "Log in", not "Create account"', async ({
  page,
  request,
}) => {
  // Two logins, a refused session and a logout: longer than one step.
  test.setTimeout(60_000);
  await logInFromMenu(page, 'user@angels.local');
  const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), TOKENS_KEY))!);
  await request.post('/api/auth/logout', { data: { refreshToken: stored.refreshToken } });
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [TOKENS_KEY, JSON.stringify({ ...stored, accessToken: expiredCopy(stored.accessToken) })],
  );
  // The session cannot be renewed: the page that needs it asks to log in, not to sign up.
  await page.goto('/settings');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();

  await mainMenu(page).getByRole('link', { name: 'Chats' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 800 });
  const bottom = page.getByRole('navigation', { name: 'Bottom menu' });
  await expect(bottom.getByRole('button', { name: 'Log in' })).toBeVisible();

  // Logging out by choice: the device offers a new account again.
  await bottom.getByRole('button', { name: 'Log in' }).click();
  await loginThroughDialog(page, 'user@angels.local');
  await page.setViewportSize({ width: 1280, height: 800 });
  await mainMenu(page).getByRole('button', { name: 'Log out' }).click();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(bottom.getByRole('button', { name: 'Create Account' })).toBeVisible();
});
