import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedUser, expect, mainMenu, test, waitForWorker } from './fixtures.ts';
import { balanceOf, signedInApi, signIn, tokensBadge } from './chats-helpers.ts';

/**
 * The money path as a user walks it: the tokens and premium pages, the sandbox payment page the
 * app hands over to, and the way back with a toast. Every test has its own fresh account, so the
 * balances it checks are its own whatever runs beside it.
 */

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

async function freshUser(page: Page, request: APIRequestContext, label: string) {
  const { email, password } = await createConfirmedUser(request, label);
  const user = await signedInApi(request, email, password);
  await signIn(page, user.tokens);
  return user;
}

/** Fills the sandbox checkout's card form and pays. */
async function payWith(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payment/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Tester');
  await page.getByRole('button', { name: /^Pay / }).click();
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** The menu's Premium label (not its Premium link). */
const premiumLabel = (page: Page) =>
  mainMenu(page).getByText('Premium', { exact: true }).and(page.locator(':not(a)'));

const historyList = (page: Page) => page.getByRole('list', { name: 'Token history' });

test('buying tokens with the success card adds them: badge, balance, history and a toast', async ({
  page,
  request,
}) => {
  const { api, userId } = await freshUser(page, request, 'buy');
  const before = await balanceOf(api, userId);
  await page.goto('/tokens');
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before} tokens`);
  await expect(page.getByRole('list', { name: 'Token packages' })).toContainText('$19.99');

  await page.getByRole('button', { name: 'Buy 500 tokens' }).click();
  await payWith(page, SUCCESS_CARD);

  await expect(page).toHaveURL(/\/tokens$/);
  await expect(toast(page, '500 tokens added')).toBeVisible();
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before + 500} tokens`);
  await expect(historyList(page).getByRole('listitem').first()).toContainText(
    'Purchase: 500 tokens',
  );
  await expect(historyList(page).getByRole('listitem').first()).toContainText('+500');
  expect(await balanceOf(api, userId)).toBe(before + 500);
});

test('a coupon is checked by the server: its reason inline, or the new price and a cheaper order', async ({
  page,
  request,
}) => {
  const { api, userId } = await freshUser(page, request, 'coupon');
  const before = await balanceOf(api, userId);
  await page.goto('/tokens');
  const coupon = page.getByLabel('Coupon code');

  await coupon.fill('NO-SUCH-COUPON');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(coupon).toHaveValue('NO-SUCH-COUPON'); // what was typed stays

  await coupon.fill('WELCOME20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('WELCOME20: 20% off')).toBeVisible();
  // 20% off $4.99 is $3.99 (rounded to the cent by the server).
  const packages = page.getByRole('list', { name: 'Token packages' });
  await expect(packages.getByRole('listitem').first()).toContainText('instead of $4.99');

  await page.getByRole('button', { name: 'Buy 100 tokens' }).click();
  await expect(page.getByText('Coupon WELCOME20')).toBeVisible();
  await payWith(page, SUCCESS_CARD);

  await expect(toast(page, '100 tokens added')).toBeVisible();
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before + 100} tokens`);
  await expect(historyList(page)).toContainText('Purchase: 100 tokens');
});

test('a declined card credits nothing', async ({ page, request }) => {
  const { api, userId } = await freshUser(page, request, 'declined');
  const before = await balanceOf(api, userId);
  await page.goto('/tokens');
  await page.getByRole('button', { name: 'Buy 100 tokens' }).click();
  await payWith(page, DECLINED_CARD);

  await expect(page.getByRole('alert')).toContainText(/declined/i);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(toast(page, 'Payment canceled')).toBeVisible();
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before} tokens`);
  await expect(historyList(page)).not.toContainText('Purchase');
  expect(await balanceOf(api, userId)).toBe(before);
});

test('buying premium shows the label and opens the personal avatar generator; cancel and resume', async ({
  page,
  request,
}) => {
  await freshUser(page, request, 'premium');
  await page.goto('/premium');
  await expect(page.getByText('You do not have Premium yet.')).toBeVisible();
  await expect(premiumLabel(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Buy Monthly' }).click();
  await payWith(page, SUCCESS_CARD);

  await expect(page).toHaveURL(/\/premium$/);
  await expect(toast(page, /^Premium is active until /)).toBeVisible();
  await expect(premiumLabel(page)).toBeVisible();
  await expect(page.getByText(/renews on that day/)).toBeVisible();

  // Cancel: two clicks, and the end date is shown before and after.
  await page.getByRole('button', { name: 'Cancel Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Premium?' });
  await expect(dialog).toContainText(/stays active until .+ and ends on that day/);
  await dialog.getByRole('button', { name: 'Yes, cancel Premium' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Premium is canceled: it stays active until/)).toBeVisible();
  // Still premium until the period ends.
  await expect(premiumLabel(page)).toBeVisible();

  // Resume: one click.
  await page.getByRole('button', { name: 'Resume Premium' }).click();
  await expect(page.getByText(/renews on that day/)).toBeVisible();

  await page.getByRole('link', { name: 'personal avatar generator' }).click();
  await expect(page).toHaveURL(/\/avatars\/personal\/create$/);
  await expect(page.getByRole('dialog', { name: 'Go Premium' })).toHaveCount(0);
});

// The service worker would fetch the navigation itself, out of the page's routing's sight.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });
  test('the payment link carries exactly product-type, product-id and coupon-code when set', async ({
    page,
    request,
  }) => {
    await freshUser(page, request, 'link');
    const opened: URL[] = [];
    await page.route(
      (url) => url.pathname === '/payment',
      async (route) => {
        opened.push(new URL(route.request().url()));
        await route.fulfill({ contentType: 'text/html', body: '<h1>Checkout stand-in</h1>' });
      },
    );

    await page.goto('/tokens');
    await page.getByRole('button', { name: 'Buy 500 tokens' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout stand-in' })).toBeVisible();
    expect([...opened[0]!.searchParams.keys()].sort()).toEqual(['product-id', 'product-type']);
    expect(opened[0]!.searchParams.get('product-type')).toBe('tokens');
    expect(opened[0]!.searchParams.get('product-id')).toBe('tokens-500');

    await page.goto('/premium');
    await page.getByLabel('Coupon code').fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('WELCOME20: 20% off')).toBeVisible();
    await page.getByRole('button', { name: 'Buy Yearly' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout stand-in' })).toBeVisible();
    const premium = opened[1]!.searchParams;
    expect([...premium.keys()].sort()).toEqual(['coupon-code', 'product-id', 'product-type']);
    expect(Object.fromEntries(premium)).toEqual({
      'product-type': 'premium',
      'product-id': 'premium-yearly',
      'coupon-code': 'WELCOME20',
    });
  });
});

test('offline, the balance and history show from the cache, and buying says it needs a connection', async ({
  page,
  context,
  request,
}) => {
  const { api, userId } = await freshUser(page, request, 'offline');
  const balance = await balanceOf(api, userId);
  await page.goto('/tokens');
  await waitForWorker(page);
  await expect(historyList(page).getByRole('listitem').first()).toBeVisible();
  const firstEntry = await historyList(page).getByRole('listitem').first().textContent();
  // The persister writes at most once a second: wait until the history is stored.
  await page.waitForFunction(() =>
    (localStorage.getItem('query-cache') ?? '').includes('"history"'),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(historyList(page).getByRole('listitem').first()).toHaveText(firstEntry!);
  await expect(page.getByText(`${balance} tokens`).first()).toBeVisible();
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${balance} tokens`);
  await expect(page.getByText('Buying needs a connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy 500 tokens' })).toBeDisabled();
  await context.setOffline(false);
});
