import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../server/contract/billing.ts';
import { createConfirmedUser, expect, mainMenu, test, waitForWorker } from './fixtures.ts';
import {
  balanceOf,
  catalogue,
  composer,
  finishedReplies,
  openChat,
  signedInApi,
  signIn,
  tokensBadge,
} from './chats-helpers.ts';

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

/** The order ids the app reads on its way back from the payment page. */
function recordOrderReads(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/orders\/([\w-]+)$/.exec(new URL(request.url()).pathname);
    if (match && !ids.includes(match[1]!)) ids.push(match[1]!);
  });
  return ids;
}

/** The sandbox checkout's order total. */
const checkoutTotal = (page: Page) => page.locator('dd.total');

test('a coupon is checked by the server: its reason inline, or the new price and a cheaper order', async ({
  page,
  request,
}) => {
  const { api, userId } = await freshUser(page, request, 'coupon');
  const before = await balanceOf(api, userId);
  const orderReads = recordOrderReads(page);
  await page.goto('/tokens');
  const coupon = page.getByLabel('Coupon code');
  const apply = page.getByRole('button', { name: /^(Apply|Checking…)$/ });

  await coupon.fill('NO-SUCH-COUPON');
  await apply.click();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(coupon).toHaveValue('NO-SUCH-COUPON'); // what was typed stays
  await expect(apply).toBeFocused(); // never disabled under the keyboard while checking

  await coupon.fill('WELCOME20');
  await apply.click();
  await expect(page.getByText('WELCOME20: 20% off')).toBeVisible();
  await expect(apply).toBeFocused();
  // 20% off $4.99 is $3.99 (rounded to the cent by the server).
  const first = page.getByRole('list', { name: 'Token packages' }).getByRole('listitem').first();
  await expect(first).toContainText('100 tokens');
  await expect(first).toContainText('$3.99');
  await expect(first).toContainText('instead of $4.99');

  await page.getByRole('button', { name: 'Buy 100 tokens' }).click();
  await expect(page.getByText('Coupon WELCOME20')).toBeVisible();
  await expect(checkoutTotal(page)).toHaveText('$3.99');
  // Cancel on the checkout: the coupon is still applied back in the app.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(coupon).toHaveValue('WELCOME20');
  await expect(first).toContainText('$3.99');

  await page.getByRole('button', { name: 'Buy 100 tokens' }).click();
  await expect(checkoutTotal(page)).toHaveText('$3.99');
  await payWith(page, SUCCESS_CARD);

  await expect(toast(page, '100 tokens added')).toBeVisible();
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before + 100} tokens`);
  await expect(historyList(page)).toContainText('Purchase: 100 tokens');
  // Used: the field is empty after the purchase.
  await expect(coupon).toHaveValue('');
  const paid = await api.get<Order>(`/orders/${orderReads.at(-1)}`);
  expect(paid).toMatchObject({
    status: 'complete',
    couponCode: 'WELCOME20',
    listPriceMinor: 499,
    priceMinor: 399,
  });
});

test('Buy with a typed coupon that was not applied checks it first: refused stays, valid goes discounted', async ({
  page,
  request,
}) => {
  await freshUser(page, request, 'draft-coupon');
  await page.goto('/tokens');
  const coupon = page.getByLabel('Coupon code');
  const buy = page.getByRole('button', { name: 'Buy 100 tokens' });

  await coupon.fill('NO-SUCH-COUPON');
  await buy.click();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(buy).toHaveText('Buy 100 tokens');

  await coupon.fill('WELCOME20');
  await buy.click();
  await expect(page).toHaveURL(/\/payment/);
  await expect(page.getByText('Coupon WELCOME20')).toBeVisible();
  await expect(checkoutTotal(page)).toHaveText('$3.99');
});

test('a reply spent elsewhere shows on the tokens page: badge, balance and history agree', async ({
  page,
  request,
}) => {
  const { api, userId } = await freshUser(page, request, 'spend');
  const [angel] = await catalogue(request, 1);
  await openChat(api, [angel!.id]);
  const before = await balanceOf(api, userId);
  await page.goto('/tokens');
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before} tokens`);
  await expect(historyList(page).getByRole('listitem').first()).toBeVisible();

  // Within the app (no reload), well inside the history's minute of freshness.
  await mainMenu(page).getByRole('link', { name: 'Chats' }).click();
  await page.getByRole('list', { name: 'Your conversations' }).getByRole('link').first().click();
  await composer(page).fill('Hello!');
  await composer(page).press('Enter');
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before - 1} tokens`);

  await tokensBadge(page).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(historyList(page).getByRole('listitem').first()).toContainText(
    `Reply from ${angel!.name}`,
  );
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${before - 1} tokens`);
  await expect(page.getByText(`${before - 1} tokens`, { exact: true })).toBeVisible();
  expect(await balanceOf(api, userId)).toBe(before - 1);
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
  // The button pressed is gone: the keyboard carries on from the new status.
  await expect(page.getByText(/Premium is canceled: it stays active until/)).toBeFocused();
  // Still premium until the period ends.
  await expect(premiumLabel(page)).toBeVisible();

  // Resume: one click.
  await page.getByRole('button', { name: 'Resume Premium' }).click();
  await expect(page.getByText(/renews on that day/)).toBeVisible();
  await expect(page.getByText(/renews on that day/)).toBeFocused();

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
