import type { Page } from '@playwright/test';
import { chatUser, signIn } from './chats-helpers.ts';
import { expect, mainMenu, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { toast } from './my-angels-helpers.ts';

/**
 * The personal avatar: how the user appears to their Angels, the stock portraits for everyone,
 * and the premium portrait generator behind the premium guard. Each test has its own account;
 * premium is bought through the sandbox checkout, so the shared premium@ account is untouched.
 */

/** The menu's link to the user's avatar (its name is the avatar's name). */
const menuAvatar = (page: Page, name: string) =>
  mainMenu(page).getByRole('link', { name, exact: true });

async function buyPremium(page: Page) {
  await page.goto('/premium');
  await page.getByRole('button', { name: 'Buy Monthly' }).click();
  await expect(page).toHaveURL(/\/payment/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Tester');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(toast(page, /^Premium is active until /)).toBeVisible();
}

test('any user renames their avatar and picks a stock portrait; the generator is premium only', async ({
  page,
  request,
}) => {
  const { tokens } = await chatUser(request, 'personal');
  await signIn(page, tokens);
  await page.goto('/avatars/personal');
  await expect(page.getByText('Your Angels know you as')).toBeVisible();
  await expect(page.getByRole('main').getByText('Robin', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design your own portrait' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Get Premium to design your portrait' }),
  ).toHaveAttribute('href', '/premium');

  await page.getByLabel('Name').fill('Sky');
  await page.getByRole('radio', { name: /^Lotus: a woman with/ }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Avatar saved')).toBeVisible();
  await expect(menuAvatar(page, 'Sky')).toBeVisible();
  await expect(page.getByRole('main').getByText('Sky', { exact: true })).toBeVisible();

  await page.goto('/avatars/personal/create');
  await expect(page.getByRole('dialog', { name: 'Go Premium' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/avatars\/personal\/create/);
});

test('a premium user designs a portrait, and the menu shows it at once', async ({
  page,
  request,
}) => {
  test.slow(); // the sandbox checkout comes first
  const { tokens, userId } = await chatUser(request, 'portrait');
  await signIn(page, tokens);
  await buyPremium(page);

  await page.goto('/avatars/personal');
  const before = await menuAvatar(page, 'Robin').locator('img').getAttribute('src');
  await page.getByRole('link', { name: 'Design your own portrait' }).click();
  await expect(page).toHaveURL(/\/avatars\/personal\/create$/);
  const preview = page.getByRole('img', { name: 'Portrait preview of Robin' });
  await expect(preview).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const first = await preview.getAttribute('src');
  await page.getByRole('group', { name: 'Hair style' }).getByText('Bob', { exact: true }).click();
  await page.getByRole('group', { name: 'Expression' }).getByText('Playful').click();
  await expect(preview).not.toHaveAttribute('src', first!);

  await page.getByRole('button', { name: 'Use this portrait' }).click();
  await expect(page).toHaveURL(/\/avatars\/personal$/);
  await expect(toast(page, 'Portrait saved')).toBeVisible();
  const menuImage = menuAvatar(page, 'Robin').locator('img');
  await expect(menuImage).toHaveAttribute(
    'src',
    new RegExp(`/api/portraits/users/${userId}\\.svg\\?v=`),
  );
  expect(await menuImage.getAttribute('src')).not.toBe(before);
  // The new portrait really is served at that address.
  const src = (await menuImage.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toContain('image/svg+xml');

  // A rename keeps the designed portrait: it leads the tiles, already chosen.
  await expect(page.getByRole('radio', { name: 'Your own design' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByLabel('Name').fill('Robin Hood');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Avatar saved')).toBeVisible();
  await expect(menuAvatar(page, 'Robin Hood').locator('img')).toHaveAttribute('src', src);
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the personal avatar page passes axe (${colorScheme})`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const { tokens } = await chatUser(request, `personal-a11y-${colorScheme}`);
    await signIn(page, tokens);
    await page.goto('/avatars/personal');
    await expect(page.getByRole('radio', { name: /^Ember: a woman with/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
