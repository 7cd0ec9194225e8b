import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { GeneratorStateResponse, MyAngel } from '../../server/contract/angels.ts';
import { balanceOf, chatUser, signIn } from './chats-helpers.ts';
import { expect, loginThroughDialog, test, waitForWorker } from './fixtures.ts';

/**
 * The Angel creator as a person uses it: a visitor builds an Angel, logs in only to create it,
 * and the draft outlives a reload and an offline spell. The preview is the very portrait the
 * server saves.
 */

const PASSWORD = 'correct horse battery';
const preview = (page: Page) => page.getByRole('img', { name: /^Portrait preview of / });
const previewSvg = async (page: Page) => {
  await expect(preview(page)).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
  const src = (await preview(page).getAttribute('src')) ?? '';
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
};
const step = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Creator steps' }).getByRole('button', { name });
/** Picks a radio or checkbox from the keyboard, as a keyboard user does. */
async function choose(page: Page, role: 'radio' | 'checkbox', name: string) {
  const control = page.getByRole(role, { name, exact: true });
  await control.focus();
  await control.press('Space');
  await expect(control).toBeChecked();
}
const textBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a visitor builds an Angel, logs in to create it, and pays its cost', async ({
  page,
  request,
}) => {
  const user = await chatUser(request, 'creator');
  const before = await balanceOf(user.api, user.userId);
  await page.goto('/avatars/ai/create');
  await expect(page.getByRole('heading', { name: 'Create an Angel', level: 1 })).toBeVisible();
  const first = await previewSvg(page);

  await choose(page, 'radio', 'Male');
  await page.getByRole('spinbutton', { name: 'Age' }).fill('34');
  await page.getByRole('button', { name: 'Next: Look' }).click();
  await choose(page, 'radio', 'Auburn');
  await choose(page, 'radio', 'Round glasses');
  await expect.poll(() => previewSvg(page)).not.toBe(first);

  await step(page, 'Personality').click();
  await choose(page, 'checkbox', 'Adventurous');
  await choose(page, 'radio', 'Playful');
  await page.getByRole('button', { name: 'Next: Name & texts' }).click();
  await textBox(page, 'Name').fill('Juniper');
  // Proposed on arrival; the user's own words then stay.
  await expect(textBox(page, 'Bio')).not.toHaveValue('');
  await expect(textBox(page, 'Greeting')).not.toHaveValue('');
  await textBox(page, 'Bio').fill('Juniper maps hidden trails and hums while she walks.');
  const greeting = await textBox(page, 'Greeting').inputValue();
  await page.getByRole('button', { name: 'Write another greeting' }).click();
  await expect(textBox(page, 'Greeting')).not.toHaveValue(greeting);

  // The draft outlives a reload.
  await page.reload();
  await expect(textBox(page, 'Name')).toHaveValue('Juniper');
  await expect(textBox(page, 'Bio')).toHaveValue(
    'Juniper maps hidden trails and hums while she walks.',
  );

  await step(page, 'Review').click();
  await page.getByRole('button', { name: 'Create for 20 tokens' }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  await register.getByRole('button', { name: 'I already have an account' }).click();
  await loginThroughDialog(page, user.email, PASSWORD);

  // Logged in: the draft is still there, with the balance beside the price.
  await expect(page.getByText(`Your balance: ${before} tokens`)).toBeVisible();
  await expect(preview(page)).toHaveAccessibleName('Portrait preview of Juniper');
  const drawn = await previewSvg(page);
  await page.getByRole('button', { name: 'Create for 20 tokens' }).click();
  await expect(page).toHaveURL(/\/avatars\/ai\/\d+$/);

  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  const angel = await user.api.get<MyAngel>(`/my-angels/${id}`);
  expect(angel.name).toBe('Juniper');
  expect(angel.gender).toBe('MALE');
  expect(angel.bio).toBe('Juniper maps hidden trails and hums while she walks.');
  expect(await balanceOf(user.api, user.userId)).toBe(before - 20);
  // What the creator showed is what the server saved, byte for byte.
  const served = await request.get(angel.imageUrl);
  expect(served.ok()).toBe(true);
  expect(await served.text()).toBe(drawn);
  // Created: the draft is gone here and on the server.
  expect(
    (await user.api.get<GeneratorStateResponse>(`/users/${user.userId}/generator-state`)).state,
  ).toBeNull();
});

test('the draft survives an offline spell and reaches the server once back online', async ({
  page,
  context,
  request,
}) => {
  const user = await chatUser(request, 'creator-offline');
  await signIn(page, user.tokens);
  await page.goto('/avatars/ai/create');
  await expect(preview(page)).toBeVisible();
  await waitForWorker(page);

  await context.setOffline(true);
  await step(page, 'Look').click();
  await choose(page, 'radio', 'Pastel pink');
  await step(page, 'Name & texts').click();
  await textBox(page, 'Name').fill('Wren');
  // The built-in writer proposes offline.
  await expect(textBox(page, 'Bio')).not.toHaveValue('');
  await page.reload();
  await expect(textBox(page, 'Name')).toHaveValue('Wren');
  await step(page, 'Look').click();
  await expect(page.getByRole('radio', { name: 'Pastel pink' })).toBeChecked();

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const { state } = await user.api.get<GeneratorStateResponse>(
          `/users/${user.userId}/generator-state`,
        );
        const draft = state?.draft as {
          choices?: { name?: string; look?: { hairColor?: string } };
        };
        return [draft?.choices?.name, draft?.choices?.look?.hairColor];
      },
      { timeout: 20_000 },
    )
    .toEqual(['Wren', 'f59797']);
});

// Evaluated rather than added as a <script>: the app's CSP refuses inline scripts.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function seriousViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; nodes: unknown[] }> };
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<Result> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.id === 'color-contrast' || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes).slice(0, 400)}`);
  });
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the creator's steps are accessible in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/avatars/ai/create');
    await expect(preview(page)).toBeVisible();
    for (const name of ['Basics', 'Look', 'Personality', 'Name & texts', 'Review']) {
      await step(page, name).click();
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
      if (name === 'Review') {
        // With the field errors showing: error text is where a weak colour hides.
        await page.getByRole('button', { name: 'Create for 20 tokens' }).click();
        await expect(textBox(page, 'Name')).toBeFocused();
      }
      await expect(() => expect(seriousViolations(page)).resolves.toEqual([])).toPass({
        timeout: 5_000,
      });
    }
  });
}
