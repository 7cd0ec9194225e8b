import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogue, chatUser, openChat, openings, signIn } from './chats-helpers.ts';

/**
 * Angels who write first: opted in from the chat menu with the cost shown before the switch is
 * on, the Angel's own message arrives in the open chat (no message of the user before it) and
 * asks about what it remembers; the daily cap lives in Settings. The test server looks for
 * chats due twice a second and without the quiet time after a chat (playwright.config.ts).
 */
const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Waking hours from an hour ago to two hours from now, on the browser's clock. */
async function hoursAroundNow(page: Page) {
  const minute = await page.evaluate(() => {
    const now = new Date();
    return now.getHours() * 60 + now.getMinutes();
  });
  return { from: hhmm(minute - 60), until: hhmm(minute + 120) };
}

test('an Angel the user lets write first writes in the open chat about what it remembers', async ({
  page,
  request,
}) => {
  // Several round trips and a reply written word by word: under load it outgrows 30 s.
  test.slow();
  const { api, tokens } = await chatUser(request, 'writes-first');
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  await api.post(`/memory/${angel!.id}/facts`, {
    id: crypto.randomUUID(),
    text: 'I have a job interview on Friday',
    kind: 'plan',
  });
  const first = angel!.name.split(' ')[0]!;
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(openings(page)).toHaveCount(1, { timeout: 15_000 });

  const options = page.getByRole('button', { name: 'Chat options' });
  await options.click();
  await page.getByRole('link', { name: `${first} writes first…` }).click();
  const dialog = page.getByRole('dialog', { name: `${angel!.name} writes first` });
  // Esc closes it, and nothing changed.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await options.click();
  await page.getByRole('link', { name: `${first} writes first…` }).click();

  await expect(dialog).toBeVisible();
  const toggle = page.getByRole('switch', { name: `Let ${angel!.name} write first` });
  await expect(toggle).not.toBeChecked();
  // The cost is on screen before the switch is turned on, and the switch names it.
  await expect(dialog.getByText(/costs 1 token, like a reply/)).toBeVisible();
  await expect(toggle).toHaveAccessibleDescription(/costs 1 token/);
  await toggle.check();
  const { from, until } = await hoursAroundNow(page);
  // The same hour twice is refused inline; what was chosen stays.
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('Until').fill(from);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Until must differ from From')).toBeVisible();
  await expect(toggle).toBeChecked();
  await dialog.getByLabel('Until').fill(until);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('status').getByText(`${angel!.name} may write first`)).toBeVisible();

  // The Angel's own message arrives without a word from the user, about the interview.
  const written = openings(page).nth(1);
  await expect(written).toHaveAttribute('data-status', 'COMPLETE', { timeout: 20_000 });
  await expect(written).toContainText('job interview on Friday');
  await expect(page.locator('[data-author="you"]')).toHaveCount(0);
});

test('the daily cap is set in Settings, checked inline, and kept', async ({ page, request }) => {
  const { tokens } = await chatUser(request, 'writes-first-cap');
  await signIn(page, tokens);
  await page.goto('/settings');
  const field = page.getByLabel('Daily cap on what Angels spend on their own (tokens)');
  await expect(field).toHaveValue('3');
  await field.fill('1000');
  await page.getByRole('button', { name: 'Save cap' }).click();
  await expect(page.getByText('Choose from 0 to 100 tokens a day')).toBeVisible();
  await expect(field).toHaveValue('1000');
  await field.fill('0');
  await page.getByRole('button', { name: 'Save cap' }).click();
  await expect(
    page.getByRole('status').getByText('Angels will not spend on their own'),
  ).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue('0');
});
