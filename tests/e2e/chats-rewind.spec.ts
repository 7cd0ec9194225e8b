import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  catalogue,
  chatUser,
  confirmationClosesOnEsc,
  history,
  openChat,
  send,
  signIn,
} from './chats-helpers.ts';

/**
 * Rewind ("Go back to here") and delete, with their undos, on desktop and on a touch phone:
 * the message menu is a button (no hover), the chat menu holds Earlier versions and Clear chat
 * (confirmed; Esc closes and focus returns), and a second tab follows through the live hints.
 */
async function chatWithThreeTurns(request: Parameters<typeof chatUser>[0], label: string) {
  const { api, tokens } = await chatUser(request, label);
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  for (const text of ['First alpha', 'Second bravo', 'Third charlie']) {
    await send(api, chat.chatHash, text);
    await expect
      .poll(async () => (await history(api, chat.chatHash)).at(-1)?.status, { timeout: 15_000 })
      .toBe('COMPLETE');
  }
  return { api, tokens, chat };
}

const mine = (page: Page, text: string) =>
  page.locator('[data-author="you"]').filter({ hasText: text });
const menuOf = (page: Page, text: string) =>
  mine(page, text).getByRole('button', { name: 'More for your message' });

test('desktop: go back to here, undo, earlier versions; delete and clear with undo; another tab follows', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { tokens, chat } = await chatWithThreeTurns(request, 'rewind');
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(mine(page, 'Third charlie')).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/chat/${chat.chatHash}`);
  await expect(mine(other, 'Third charlie')).toBeVisible();

  await menuOf(page, 'First alpha').click();
  await page.getByRole('button', { name: 'Go back to here' }).click();
  await expect(mine(page, 'Second bravo')).toHaveCount(0);
  await expect(mine(page, 'Third charlie')).toHaveCount(0);
  await expect(mine(page, 'First alpha')).toBeVisible();
  await expect(page.getByText(/Went back: 5 later messages set aside/)).toBeVisible();
  // The other tab follows.
  await expect(mine(other, 'Third charlie')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(mine(page, 'Third charlie')).toBeVisible();
  await expect(mine(other, 'Third charlie')).toBeVisible();

  // Rewound again, and come back from the chat menu instead.
  await menuOf(page, 'Second bravo').click();
  await page.getByRole('button', { name: 'Go back to here' }).click();
  await expect(mine(page, 'Third charlie')).toHaveCount(0);
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('button', { name: 'Earlier versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Earlier versions' });
  await expect(versions.getByText(/3 messages/)).toBeVisible();
  await versions.getByRole('button', { name: 'Return to this version' }).click();
  await expect(versions).toBeHidden();
  await expect(mine(page, 'Third charlie')).toBeVisible();

  // Delete one message: gone, and back with Undo.
  await menuOf(page, 'Second bravo').click();
  await page.getByRole('button', { name: 'Delete message' }).click();
  await expect(mine(page, 'Second bravo')).toHaveCount(0);
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).first().click();
  await expect(mine(page, 'Second bravo')).toBeVisible();

  // Clear: confirmed first (Esc closes, focus back on the menu button), then undoable.
  const { options, confirm } = await confirmationClosesOnEsc(
    page,
    'Clear chat',
    'Clear this chat?',
  );
  await expect(mine(page, 'First alpha')).toBeVisible();
  await options.click();
  await page.getByRole('button', { name: 'Clear chat' }).click();
  await confirm.getByRole('button', { name: 'Clear chat' }).click();
  await expect(mine(page, 'First alpha')).toHaveCount(0);
  await expect(page.getByText(/messages deleted\./)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).last().click();
  await expect(mine(page, 'First alpha')).toBeVisible();
  await expect(mine(page, 'Third charlie')).toBeVisible();
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the message menu is a tap away: go back to here and undo, delete and undo', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tokens, chat } = await chatWithThreeTurns(request, 'rewind-phone');
    await signIn(page, tokens);
    await page.goto(`/chat/${chat.chatHash}`);
    await expect(mine(page, 'Third charlie')).toBeVisible();
    const button = menuOf(page, 'Second bravo');
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await button.tap();
    await page.getByRole('button', { name: 'Go back to here' }).tap();
    await expect(mine(page, 'Third charlie')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(mine(page, 'Third charlie')).toBeVisible();

    await menuOf(page, 'Third charlie').tap();
    await page.getByRole('button', { name: 'Delete message' }).tap();
    await expect(mine(page, 'Third charlie')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).first().tap();
    await expect(mine(page, 'Third charlie')).toBeVisible();
  });
});

test('offline: go back to here and delete wait in the outbox, shown at once, and apply once back online, in order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { api, tokens, chat } = await chatWithThreeTurns(request, 'rewind-offline');
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(mine(page, 'Third charlie')).toBeVisible();

  await context.setOffline(true);
  await menuOf(page, 'Second bravo').click();
  await page.getByRole('button', { name: 'Go back to here' }).click();
  await expect(mine(page, 'Third charlie')).toHaveCount(0);
  await expect(page.getByText(/applies when you are back online/)).toBeVisible();
  await menuOf(page, 'First alpha').click();
  await page.getByRole('button', { name: 'Delete message' }).click();
  await expect(mine(page, 'First alpha')).toHaveCount(0);
  // Nothing reached the server yet.
  expect((await history(api, chat.chatHash)).map((m) => m.text)).toContain('Third charlie');

  await context.setOffline(false);
  await expect
    .poll(async () => (await history(api, chat.chatHash)).filter((m) => m.avatarId === null))
    .toEqual([expect.objectContaining({ text: 'Second bravo' })]);
  await expect(mine(page, 'Second bravo')).toBeVisible();
  await expect(mine(page, 'First alpha')).toHaveCount(0);
  await expect(mine(page, 'Third charlie')).toHaveCount(0);
  // Applied once: one branch, holding what followed bravo.
  const branches = await api.get<{ items: { count: number }[] }>(
    `/chats/${chat.chatHash}/branches`,
  );
  expect(branches.items).toEqual([expect.objectContaining({ count: 3 })]);
});
