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
