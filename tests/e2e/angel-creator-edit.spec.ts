import type { Page } from '@playwright/test';
import type { MyAngel } from '../../server/contract/angels.ts';
import { balanceOf, chatUser, signIn } from './chats-helpers.ts';
import { expect, test } from './fixtures.ts';
import { createAngel } from './my-angels-helpers.ts';

/**
 * The creator's other paths: editing an Angel (free, pre-filled), and a Create the server
 * refuses — too few tokens, or text the filter refuses — with everything typed kept.
 */

const textBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const step = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Creator steps' }).getByRole('button', { name });

test('Edit opens the creator pre-filled and saves for free', async ({ page, request }) => {
  const user = await chatUser(request, 'creator-edit');
  const angel = await createAngel(user.api, 'Marlowe');
  const before = await balanceOf(user.api, user.userId);
  await signIn(page, user.tokens);
  await page.goto(`/avatars/ai/${angel.id}`);
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/avatars/ai/create\\?edit=${angel.id}`));

  await step(page, 'Name & texts').click();
  await expect(textBox(page, 'Name')).toHaveValue('Marlowe');
  await expect(textBox(page, 'Bio')).toHaveValue(angel.bio);
  await textBox(page, 'Bio').fill('Marlowe restores old clocks and tells their stories.');
  await step(page, 'Review').click();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/avatars/ai/${angel.id}$`));
  await expect(
    page.getByText('Marlowe restores old clocks and tells their stories.'),
  ).toBeVisible();
  const saved = await user.api.get<MyAngel>(`/my-angels/${angel.id}`);
  expect(saved.bio).toBe('Marlowe restores old clocks and tells their stories.');
  expect(await balanceOf(user.api, user.userId)).toBe(before);
});

test('a refused Create keeps the draft: the filter names the field, a short balance says how much is missing', async ({
  page,
  request,
}) => {
  const user = await chatUser(request, 'creator-refused');
  await signIn(page, user.tokens);
  await page.goto('/avatars/ai/create');
  await step(page, 'Name & texts').click();
  await textBox(page, 'Name').fill('Quill');
  const slur = 'Calls everyone a retard.';
  await expect(textBox(page, 'Bio')).not.toHaveValue('');
  await textBox(page, 'Bio').fill(slur);
  const before = await balanceOf(user.api, user.userId);
  await step(page, 'Review').click();
  await page.getByRole('button', { name: 'Create for 20 tokens' }).click();

  // Back on the texts step, the bio says why and still holds what was typed.
  await expect(textBox(page, 'Bio')).toHaveValue(slur);
  await expect(textBox(page, 'Bio')).toHaveAccessibleDescription(/bio/i);
  await expect(textBox(page, 'Bio')).toBeFocused();
  expect(await balanceOf(user.api, user.userId)).toBe(before);

  // Spend down to less than the price elsewhere, then try again with a clean bio.
  await createAngel(user.api, 'Spent one');
  await createAngel(user.api, 'Spent two');
  const left = await balanceOf(user.api, user.userId);
  expect(left).toBeLessThan(20);
  await textBox(page, 'Bio').fill('Quill writes letters to strangers.');
  await step(page, 'Review').click();
  await page.getByRole('button', { name: 'Create for 20 tokens' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'more tokens' })).toContainText(
    `You need ${20 - left} more tokens to create this Angel.`,
  );
  await expect(page.getByRole('link', { name: 'Get tokens' })).toHaveAttribute('href', '/tokens');
  await step(page, 'Name & texts').click();
  await expect(textBox(page, 'Bio')).toHaveValue('Quill writes letters to strangers.');
  expect(await balanceOf(user.api, user.userId)).toBe(left);
});

test("unsaved edits outlive a reload whatever the device's clock says", async ({
  page,
  request,
}) => {
  const user = await chatUser(request, 'creator-clock');
  const angel = await createAngel(user.api, 'Clocky');
  // This device's clock is ten minutes behind the server's.
  await page.clock.install({ time: new Date(Date.now() - 10 * 60_000) });
  await signIn(page, user.tokens);
  await page.goto(`/avatars/ai/create?edit=${angel.id}&step=texts`);
  await expect(textBox(page, 'Name')).toHaveValue('Clocky');
  await textBox(page, 'Bio').fill('An edit not saved yet');
  await page.reload();
  await expect(textBox(page, 'Bio')).toHaveValue('An edit not saved yet');
  await expect(page.getByText('We opened the changes you had not saved yet.')).toBeVisible();

  // Saved elsewhere meanwhile: the Angel opens as saved, and the user is told.
  const response = await request.put(`/api/my-angels/${angel.id}`, {
    headers: { Authorization: `Bearer ${user.tokens.accessToken}` },
    data: { draft: { ...angel.draft, texts: { ...angel.draft.texts, bio: 'Saved elsewhere' } } },
  });
  expect(response.ok()).toBe(true);
  await page.reload();
  await expect(textBox(page, 'Bio')).toHaveValue('Saved elsewhere');
  await expect(page.getByText(/changed elsewhere since you began editing/)).toBeVisible();
  await page.getByRole('button', { name: 'Open the other draft' }).click();
  await expect(textBox(page, 'Bio')).toHaveValue('An edit not saved yet');
});

test('a 400 on an option shows on its group, focused, and stays listed on Review', async ({
  page,
  request,
}) => {
  const user = await chatUser(request, 'creator-options');
  await signIn(page, user.tokens);
  await page.goto('/avatars/ai/create?step=texts');
  await textBox(page, 'Name').fill('Opt');
  await expect(textBox(page, 'Bio')).not.toHaveValue('');
  await expect(textBox(page, 'Greeting')).not.toHaveValue('');
  await page.route('**/api/my-angels', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        issues: [
          { path: 'draft.choices.traits.0', message: 'This trait is not offered' },
          { path: 'draft.choices.tone', message: 'This tone is not offered' },
        ],
      }),
    }),
  );
  await step(page, 'Review').click();
  await page.getByRole('button', { name: 'Create for 20 tokens' }).click();

  await expect(page.getByRole('heading', { name: 'Personality', level: 2 })).toBeVisible();
  const traits = page.getByRole('group', { name: 'Traits' });
  await expect(traits).toHaveAccessibleDescription(/This trait is not offered/);
  await expect(traits.getByRole('checkbox').first()).toBeFocused();
  await expect(page.getByRole('group', { name: 'How they talk' })).toContainText(
    'This tone is not offered',
  );

  await step(page, 'Review').click();
  const summary = page.getByRole('alert').filter({ hasText: 'need a fix' });
  await expect(summary).toContainText('Traits: This trait is not offered');
  await summary.getByRole('button', { name: 'How they talk: This tone is not offered' }).click();
  await expect(
    page.getByRole('group', { name: 'How they talk' }).getByRole('radio', { checked: true }),
  ).toBeFocused();
});

test('a Create retried after a lost answer keeps the edits made meanwhile, charged once', async ({
  page,
  request,
}) => {
  const user = await chatUser(request, 'creator-replay');
  await signIn(page, user.tokens);
  const before = await balanceOf(user.api, user.userId);
  await page.goto('/avatars/ai/create?step=texts');
  await textBox(page, 'Name').fill('First');
  await expect(textBox(page, 'Bio')).not.toHaveValue('');
  await expect(textBox(page, 'Greeting')).not.toHaveValue('');
  let lose = true;
  await page.route('**/api/my-angels', async (route) => {
    if (route.request().method() !== 'POST' || !lose) return route.continue();
    lose = false;
    await route.fetch(); // the server creates the Angel; its answer never arrives
    await route.abort('failed');
  });
  await step(page, 'Review').click();
  await page.getByRole('button', { name: 'Create for 20 tokens' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await step(page, 'Name & texts').click();
  await textBox(page, 'Name').fill('Renamed');
  await step(page, 'Review').click();
  await page.getByRole('button', { name: 'Create for 20 tokens' }).click();
  await expect(page).toHaveURL(/\/avatars\/ai\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Renamed', level: 1 })).toBeVisible();
  const list = await user.api.get<{ items: { name: string }[] }>('/my-angels');
  expect(list.items.map((item) => item.name)).toEqual(['Renamed']);
  expect(await balanceOf(user.api, user.userId)).toBe(before - 20);
});
