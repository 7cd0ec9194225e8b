import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import {
  apiLogin,
  createConfirmedUser,
  expect,
  logInFromMenu,
  mailsTo,
  mainMenu,
  test,
  TOKENS_KEY,
  uniqueEmail,
} from './fixtures';

/**
 * The settings list, each action as a person does it: change of email through the mailed
 * link, password, appearance, downloading one's data, logging out everywhere, deleting the
 * account.
 */

/** A fresh account with its avatar set (no welcome modal), logged in through the menu. */
async function freshUser(page: Page, request: APIRequestContext, label: string) {
  const { email, password } = await createConfirmedUser(request, label);
  const tokens = await apiLogin(request, email, password);
  const id = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString())
    .sub as string;
  const named = await request.patch(`/api/users/${id}`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { avatar: { name: 'Robin', portraitKey: 'willow' } },
  });
  expect(named.ok()).toBe(true);
  await logInFromMenu(page, email, password);
  return { email, password, id, tokens };
}

async function openSettings(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** The newest change-email link mailed to an address, as a path. */
async function confirmEmailLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = mailsTo(address)
        .map((mail) => /(\/auth\/confirm-email\/[\w-]+)\s*$/m.exec(mail)?.[1])
        .filter(Boolean)
        .at(-1);
      return link;
    })
    .toBeTruthy();
  return link!;
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('changes the email only once the link mailed to the new address is opened', async ({
  page,
  request,
  browser,
}) => {
  const { email, password } = await freshUser(page, request, 'mover');
  await openSettings(page);
  await page.getByRole('link', { name: /^Email/ }).click();
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();

  // Taken by another account: said inline, and what was typed stays.
  await page.getByLabel('New email').fill('user@angels.local');
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page.getByLabel('New email')).toHaveValue('user@angels.local');

  const newEmail = uniqueEmail('moved');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('status').getByText(`link to ${newEmail}`)).toBeVisible();

  // Nothing changes until the link is opened.
  await page.getByRole('link', { name: '‹ Settings' }).click();
  await expect(page.getByRole('link', { name: /^Email/ })).toContainText(email);

  // Opened somewhere nobody is logged in: it still confirms, and says so.
  const link = await confirmEmailLink(newEmail);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.addInitScript(() => window.localStorage.setItem('age-verified', 'true'));
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await expect(other.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Opened again: already done, not an error.
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
  await elsewhere.close();

  // The old address is told; the new one logs in, the old one no longer does.
  await expect
    .poll(() => mailsTo(email).some((m) => m.includes('email address was changed')))
    .toBe(true);
  expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
  await apiLogin(request, newEmail, password);
  await page.reload();
  await expect(page.getByRole('link', { name: /^Email/ })).toContainText(newEmail);
});

test('a change-email link that is not valid says so', async ({ page }) => {
  await page.goto(`/auth/confirm-email/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
});

test.describe('a change-email link opened offline', () => {
  // The page's own requests, not a service worker's.
  test.use({ serviceWorkers: 'block' });

  test('says there was no answer and tries again on request', async ({ page }) => {
    await page.route('**/api/users/confirm-email', (route) => route.abort('internetdisconnected'));
    await page.goto(`/auth/confirm-email/${'y'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'No connection' })).toBeVisible();
    await expect(page.getByText('Check your connection and try again.')).toBeVisible();

    // The server is asked again (the link is not taken for a bad one): this one is not valid.
    await page.unroute('**/api/users/confirm-email');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeHidden();
  });
});

test('the password row opens the password change', async ({ page, request }) => {
  const { email, password } = await freshUser(page, request, 'password-row');
  await openSettings(page);
  await page.getByRole('link', { name: /^Password/ }).click();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('another fine secret');
  await page.getByLabel('Confirm new password').fill('another fine secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page).getByText('Password changed')).toBeVisible();
  await apiLogin(request, email, 'another fine secret');
});

test('appearance: system, dark or light, kept on this device from the start, readable in both', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await logInFromMenu(page, 'user@angels.local');
  await openSettings(page);
  const group = page.getByRole('group', { name: 'Appearance' });
  const html = page.locator('html');
  const canvas = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
  const dark = await canvas();

  await group.getByText('Light', { exact: true }).click();
  await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(html).toHaveAttribute('data-appearance', 'light');
  expect(await canvas()).toBe('rgb(251, 246, 248)');
  expect(await page.evaluate(() => localStorage.getItem('appearance'))).toBe('light');
  await expect(page.locator('meta[name="theme-color"][data-scheme="light"]')).toHaveAttribute(
    'media',
    'all',
  );
  await expectNoSeriousViolations(page);

  // A reload keeps it (the first paint, before the app's scripts, has its own test below).
  await page.reload();
  await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(await canvas()).toBe('rgb(251, 246, 248)');

  // Keyboard: arrows move between the choices.
  await group.getByRole('radio', { name: 'Light' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveAttribute('data-appearance', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await canvas()).toBe(dark);
  await expectNoSeriousViolations(page);

  await group.getByText('System', { exact: true }).click();
  await expect(html).not.toHaveAttribute('data-appearance');
  expect(await canvas()).toBe('rgb(251, 246, 248)');
  expect(await page.evaluate(() => localStorage.getItem('appearance'))).toBeNull();
});

test('downloads my data as a JSON file', async ({ page }) => {
  await logInFromMenu(page, 'user@angels.local');
  await openSettings(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download my data/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^angels-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    profile: { email: string };
    chats: { messages: unknown[] }[];
    tokenLedger: unknown[];
  };
  expect(data.profile.email).toBe('user@angels.local');
  expect(data.chats.length).toBeGreaterThan(0);
  expect(Array.isArray(data.tokenLedger)).toBe(true);
});

test('logs out of every device after a confirmation', async ({ page, request, browser }) => {
  const { email, password } = await freshUser(page, request, 'everywhere');
  // A second device, logged in too.
  const laptop = await browser.newContext();
  const second = await laptop.newPage();
  await second.addInitScript(() => window.localStorage.setItem('age-verified', 'true'));
  await logInFromMenu(second, email, password);
  const secondTokens = await second.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { refreshToken?: string },
    TOKENS_KEY,
  );
  expect(secondTokens.refreshToken).toBeTruthy();

  await openSettings(page);
  const row = page.getByRole('button', { name: /^Log out of every device/ });
  const dialog = page.getByRole('dialog', { name: 'Log out of every device?' });
  // Esc leaves everything as it was.
  await row.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();

  await row.click();
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(toasts(page).getByText('Logged out of every device')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainMenu(page).getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)).toBeNull();
  // The other device's session is over too: its refresh token is refused.
  const refused = await request.post('/api/auth/token/refresh', {
    data: { refreshToken: secondTokens.refreshToken },
  });
  expect(refused.status()).toBe(401);
  await laptop.close();
});

test('deletes the account after the password, then logs out and goes home', async ({
  page,
  request,
}) => {
  const { email, password, id, tokens } = await freshUser(page, request, 'leaver');
  const chat = await request.post('/api/chats', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { avatarIds: [1] },
  });
  expect(chat.ok()).toBe(true);
  await openSettings(page);
  await page.getByRole('button', { name: /^Delete my account/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveValue('not my password');

  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toasts(page).getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainMenu(page).getByRole('button', { name: 'Login' })).toBeVisible();

  // Gone for good: no login, and a token issued before is refused at once.
  expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
  const old = await request.get(`/api/users/${id}`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(old.status()).toBe(401);
});

test.describe('appearance before the app has loaded', () => {
  // Nothing answered from a service worker's cache: the page's own scripts are what is tested.
  test.use({ serviceWorkers: 'block', colorScheme: 'dark' });

  test("the server's first paint shows in the chosen scheme, before any of the app's scripts run", async ({
    page,
  }) => {
    // The app's JavaScript never arrives: whatever shows comes from index.html alone.
    const blocked: string[] = [];
    await page.route('**/assets/*.js', (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const html = page.locator('html');
    const canvas = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const themeColor = (scheme: string) =>
      page.locator(`meta[name="theme-color"][data-scheme="${scheme}"]`);

    // The page rendered by the server (server/first-load), painted without the app.
    const firstPaint = page.locator('#root > [data-first-paint]');
    // No choice: the system's dark scheme.
    await page.goto('/discover');
    await expect(firstPaint).toBeVisible();
    // The page asks for its scripts only once its first paint is on screen (first-load's
    // boot-after-paint), and that can be reported after the load event goto waits for: wait for
    // the request rather than expect it to have been made already.
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await expect(html).not.toHaveAttribute('data-appearance');
    expect(await canvas()).toBe('rgb(18, 10, 23)');

    // Light chosen on this device: light from the first paint despite the dark system.
    await page.evaluate(() => localStorage.setItem('appearance', 'light'));
    await page.reload();
    await expect(firstPaint).toBeVisible();
    await expect(html).toHaveAttribute('data-appearance', 'light');
    expect(await canvas()).toBe('rgb(251, 246, 248)');
    await expect(themeColor('light')).toHaveAttribute('media', 'all');
    await expect(themeColor('dark')).toHaveAttribute('media', 'not all');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light',
    );
    expect(cspViolations).toEqual([]);
  });
});
