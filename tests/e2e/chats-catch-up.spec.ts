import type { Browser, Page } from '@playwright/test';
import { createConfirmedUser, expect, test } from './fixtures.ts';
import { catalogue, history, openChat, send, signedInApi, signIn } from './chats-helpers.ts';

/**
 * Multi-device (issue 29 item 7): a device that was offline while the chat was rewound and
 * a message deleted elsewhere missed the live hints. Back online it catches up, and the
 * history's revision tells it to read the chat again rather than merge the newest page: what
 * was set aside leaves its screen without a reload.
 */
const mine = (page: Page, text: string) =>
  page.locator('[data-author="you"]').filter({ hasText: text });

/** A second device: its own browser context, signed in with its own login. */
async function device(browser: Browser, tokens: { accessToken: string; refreshToken: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('age-verified', 'true'));
  await signIn(page, tokens);
  return { context, page };
}

test('a device offline while the chat was rewound and a message deleted drops them once back', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await createConfirmedUser(request, 'catch-up');
  const { api, tokens } = await signedInApi(request, email, password);
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  const sent = [];
  for (const text of ['First alpha', 'Second bravo', 'Third charlie']) {
    sent.push((await send(api, chat.chatHash, text)).message);
    await expect
      .poll(async () => (await history(api, chat.chatHash)).at(-1)?.status, { timeout: 15_000 })
      .toBe('COMPLETE');
  }

  // This device (A) and another one (B), each with its own login and live connection.
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(mine(page, 'Third charlie')).toBeVisible();
  const other = await device(browser, (await signedInApi(request, email, password)).tokens);
  await other.page.goto(`/chat/${chat.chatHash}`);
  await expect(mine(other.page, 'Third charlie')).toBeVisible();

  // B goes offline (its live connection drops); A goes back to Second bravo, deletes the first.
  await other.context.setOffline(true);
  await mine(page, 'Second bravo').getByRole('button', { name: 'More for your message' }).click();
  await page.getByRole('button', { name: 'Go back to here' }).click();
  await expect(mine(page, 'Third charlie')).toHaveCount(0);
  await mine(page, 'First alpha').getByRole('button', { name: 'More for your message' }).click();
  await page.getByRole('button', { name: 'Delete message' }).click();
  await expect(mine(page, 'First alpha')).toHaveCount(0);
  await expect
    .poll(async () => (await history(api, chat.chatHash)).filter((m) => m.avatarId === null))
    .toEqual([expect.objectContaining({ id: sent[1]!.id })]);
  // B still shows what it had: it heard nothing.
  await expect(mine(other.page, 'Third charlie')).toBeVisible();
  await expect(mine(other.page, 'First alpha')).toBeVisible();

  // Back online: B catches up, and what was set aside leaves its screen, no reload.
  await other.context.setOffline(false);
  await expect(mine(other.page, 'Third charlie')).toHaveCount(0);
  await expect(mine(other.page, 'First alpha')).toHaveCount(0);
  await expect(mine(other.page, 'Second bravo')).toBeVisible();
  await other.context.close();
});
