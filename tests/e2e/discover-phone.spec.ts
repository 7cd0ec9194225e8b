import { appTookOver, expect, test } from './fixtures.ts';

/** Discover on a 390 × 844 phone: the filters fold into a sheet so the first cards show at once. */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('filters live in a sheet behind a "Filters (N)" button, and the first card is above the fold', async ({
    page,
  }) => {
    await page.goto('/discover');
    await appTookOver(page);
    const cards = page.getByRole('list', { name: 'Angels' }).getByRole('listitem');
    const portrait = cards.first().locator('img');
    await expect(portrait).toBeVisible();
    const box = (await portrait.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    // One button instead of the panel; nothing filtered yet, so no count.
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAccessibleName('Filters');
    await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeHidden();
    const tapTarget = (await filters.boundingBox())!;
    expect(tapTarget.height).toBeGreaterThanOrEqual(44);

    await filters.tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('checkbox', { name: 'Asian', exact: true }).tap();
    await expect(page).toHaveURL(/ethnicity=ASIAN/);
    await sheet.getByRole('radio', { name: 'Male', exact: true }).tap();
    await expect(page).toHaveURL(/gender=MALE/);

    // Esc closes the sheet and gives focus back to the button, which now counts the filters.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();
    await expect(filters).toHaveAccessibleName('Filters (2)');
    await expect(filters).toHaveText('Filters (2)');

    // "Clear all" goes back to the defaults; "Show results" closes the sheet.
    await filters.tap();
    await expect(sheet.getByRole('checkbox', { name: 'Asian', exact: true })).toBeChecked();
    await sheet.getByRole('button', { name: 'Clear all' }).tap();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(sheet.getByRole('checkbox', { name: 'Asian', exact: true })).not.toBeChecked();
    await sheet.getByRole('button', { name: 'Show results' }).tap();
    await expect(sheet).toBeHidden();
    await expect(filters).toHaveAccessibleName('Filters');
  });
});

test('on a desktop the filters stay in the page, with no Filters button', async ({ page }) => {
  await page.goto('/discover');
  await appTookOver(page);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});
