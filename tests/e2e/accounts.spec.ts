import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  TOKENS_KEY,
  createConfirmedUser,
  expect,
  loginThroughDialog,
  mailedLink,
  test,
  uniqueEmail,
} from './fixtures.ts';

/** Registration, activation, login and logout, through the dialogs a person uses. */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('register, follow the mailed link, see the activation toast, then log in', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/discover');
  await menu(page).getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });

  // A server-side refusal keeps what was typed.
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText(/at least 8 characters/i).first()).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);

  await dialog.getByLabel('Password', { exact: true }).fill('a proper passphrase');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText(/check your inbox/i)).toBeVisible();

  await page.goto(await mailedLink(email, 'confirm-registration'));
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(
    toasts.getByText(
      'Your account has been successfully activated. You can now log in to your account.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Confirmed: the login dialog opens by itself, the next step.
  await loginThroughDialog(page, email, 'a proper passphrase');
  await expect(menu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a confirmation link opened again says the account is already confirmed', async ({
  page,
  request,
}) => {
  const { email, password } = await createConfirmedUser(request, 'reused');
  await page.goto(await mailedLink(email, 'confirm-registration'));
  await expect(page.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Your account is already confirmed. You can log in.'),
  ).toBeVisible();
  await loginThroughDialog(page, email, password);
  await expect(menu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a broken confirmation link shows the activation error toast', async ({ page }) => {
  await page.goto(`/auth/confirm-registration/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Activation failed' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(
        'There was an error during your account activation. Please try again or contact support.',
      ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});

test('wrong credentials are refused without losing what was typed', async ({ page }) => {
  await page.goto('/discover');
  await menu(page).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill('user@angels.local');
  await dialog.getByLabel('Password', { exact: true }).fill('not the password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByText('Email or password is incorrect.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('user@angels.local');
});

test('log in shows the token balance and avatar; log out clears the session', async ({ page }) => {
  await page.goto('/discover');
  await menu(page).getByRole('button', { name: 'Login' }).click();
  await loginThroughDialog(page, 'premium@angels.local');

  await expect(menu(page).getByRole('link', { name: /^Tokens/ })).toContainText(/\d/);
  await expect(menu(page).getByRole('link', { name: /Mia/ })).toBeVisible();
  await expect(menu(page).getByText('Premium', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)).toContain(
    'refreshToken',
  );

  await menu(page).getByRole('button', { name: 'Log out' }).click();
  await expect(menu(page).getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)).toBeNull();
  // Nothing private is left behind in the persisted or in-memory caches.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('premium@angels.local');
});

test('forgot password: the mailed link opens the reset dialog and the new password works', async ({
  page,
  request,
}) => {
  const { email } = await createConfirmedUser(request, 'forgot');
  await page.goto('/discover');
  await menu(page).getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText(/we sent a link/i)).toBeVisible();

  await page.goto(await mailedLink(email, 'set-new-password'));
  await expect(page).toHaveURL(/\/\?.*reset-token=/);
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await reset.getByLabel('Confirm new password').fill('a brand new secret');
  await reset.getByRole('button', { name: 'Save password' }).click();
  await expect(reset).toBeHidden();

  const login = await request.post('/api/auth/login', {
    data: { email, password: 'a brand new secret' },
  });
  expect(login.ok()).toBe(true);
  expect(DEMO_PASSWORD).not.toBe('a brand new secret');
});

test('personal details start with the current portrait, so a rename just saves', async ({
  page,
  request,
}) => {
  const { email, password } = await createConfirmedUser(request, 'rename');
  await page.goto('/discover');
  await menu(page).getByRole('button', { name: 'Login' }).click();
  await loginThroughDialog(page, email, password);
  // A new account sets up its avatar first: the third portrait (named by what it shows).
  const welcome = page.getByRole('dialog', { name: 'Welcome! Set up your avatar' });
  await welcome.getByLabel('Name').fill('Ada');
  await welcome.getByRole('radio', { name: /^Lotus: a woman with/ }).click();
  await welcome.getByRole('button', { name: 'Save and continue' }).click();
  await expect(welcome).toBeHidden();

  await page.goto('/settings/personal-details');
  await expect(page.getByRole('radio', { name: /^Lotus: a woman with/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pick a portrait')).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Avatar saved'),
  ).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
});
