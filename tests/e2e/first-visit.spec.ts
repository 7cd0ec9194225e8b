import { appTookOver, base as test, expect } from './fixtures.ts';

/**
 * Age verification (a non-closable modal until the `age-verified` flag is stored): the only test
 * file that starts without the flag set.
 */

test('the age check blocks the app until accepted, and is remembered', async ({ page }) => {
  await page.goto('/discover');
  const modal = page.getByRole('dialog', { name: 'Are you 18 or older?' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('age-verified'))).toBe('true');
  await page.reload();
  // The server's first paint never has the modal: the app's page must not have it either.
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('declining the age check leaves for a blank page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('dialog', { name: 'Are you 18 or older?' })
    .getByRole('button', { name: 'I am under 18' })
    .click();
  await expect(page).toHaveURL('about:blank');
});

test('tracking params from the URL are stored only for the allowed pixel type', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  await page.goto('/discover?pid=px-1&ptype=reddit');
  // The app stores them as it starts; the server's first paint comes before it.
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('tracking-params')))!)).toEqual(
    {
      pid: 'px-1',
      ptype: 'reddit',
    },
  );
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/discover?pid=px-2&ptype=facebook');
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('tracking-params')))!).pid,
  ).toBe('px-1');
  expect(warnings.length).toBeGreaterThan(0);
});
