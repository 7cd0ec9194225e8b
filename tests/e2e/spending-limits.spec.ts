import { expect, test } from './fixtures.ts';
import { catalogue, chatUser, composer, finishedReplies, signIn } from './chats-helpers.ts';

/**
 * Monthly spending limits as a user meets them: set in Settings, warned about on the money
 * pages from 80 % on, and a reply past the token limit refused in words before anything is
 * charged. Each test has its own fresh account.
 */

test('limits are set in Settings with inline errors, and kept', async ({ page, request }) => {
  test.slow(); // two saves and a reload: under a loaded machine it neared the 30 s default
  const { tokens } = await chatUser(request, 'limits');
  await signIn(page, tokens);
  await page.goto('/settings');
  await page.getByRole('link', { name: /Spending limits/ }).click();
  await expect(page.getByRole('heading', { name: 'Spending limits', level: 1 })).toBeVisible();
  const money = page.getByLabel('Money per month (USD)');
  const tokensField = page.getByLabel('Tokens per month');
  await money.fill('twenty');
  await tokensField.fill('0');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Enter an amount like 50 or 49.99')).toBeVisible();
  await expect(page.getByText('Enter at least 1 token')).toBeVisible();
  await expect(money).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays to be corrected.
  await expect(money).toHaveValue('twenty');

  await money.fill('25.50');
  await tokensField.fill('300');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Spending limits saved'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Money per month (USD)')).toHaveValue('25.50');
  await expect(page.getByLabel('Tokens per month')).toHaveValue('300');
  await expect(page.getByText(/\$0\.00 of \$25\.50 on purchases, 0 of 300 tokens/)).toBeVisible();
});

test('near the token limit the Tokens page warns; past it a reply is refused in words', async ({
  page,
  request,
}) => {
  const { tokens, userId } = await chatUser(request, 'near');
  const response = await request.put(`/api/users/${userId}/spending-limits`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { monthlyTokens: 1, monthlyMoneyMinor: null },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [angel] = await catalogue(request, 1);
  await signIn(page, tokens);
  await page.goto(`/chat?with=${angel!.id}`);
  await composer(page).fill('Hello there');
  await composer(page).press('Enter');
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 20_000 });

  await composer(page).fill('And again');
  await composer(page).press('Enter');
  await expect(page.getByText(/past your monthly limit of 1 \(1 spent since/)).toBeVisible();

  await page.goto('/tokens');
  const warning = page.getByRole('status').filter({ hasText: 'You have used 1 of your 1 tokens' });
  await expect(warning).toBeVisible();
  await warning.getByRole('link', { name: 'Spending limits' }).click();
  await expect(page).toHaveURL(/\/settings\/spending$/);
});
