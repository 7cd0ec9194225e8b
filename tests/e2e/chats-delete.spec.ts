import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  chatWithATurn,
  confirmationClosesOnEsc,
  privateStoreKeys,
  signIn,
  waitForKeptHistory,
} from './chats-helpers.ts';

/**
 * Deleting a whole chat (issue 29 item 5): from the chat menu, confirmed (Esc closes, focus
 * returns), then the chat list with "Chat deleted." and its Undo; a second tab leaves the
 * conversation; offline the dialog says it needs a connection; on a phone it is a tap away.
 */
const listed = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your conversations' }).getByRole('link', { name });

test('desktop: delete a chat, confirmed; gone from the list and the other tab; undo brings it back', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { tokens, chat, angel } = await chatWithATurn(request, 'delete-chat', 'Keep this one');
  const { name } = angel;
  await signIn(page, tokens);
  await page.goto('/chat');
  await expect(listed(page, name)).toBeVisible();
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.getByText('Keep this one')).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/chat/${chat.chatHash}`);
  await expect(other.getByText('Keep this one')).toBeVisible();
  await waitForKeptHistory(page, chat.chatHash);

  // Confirmed first: Esc closes it, focus back on the menu button, nothing deleted.
  const { options, confirm } = await confirmationClosesOnEsc(
    page,
    'Delete chat',
    'Delete this chat?',
  );
  await expect(page.getByText('Keep this one')).toBeVisible();

  // Offline, it says so and deletes nothing.
  await context.setOffline(true);
  await options.click();
  await page.getByRole('button', { name: 'Delete chat' }).click();
  await expect(confirm.getByRole('alert')).toContainText('needs a connection');
  await expect(confirm.getByRole('button', { name: 'Delete chat' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await context.setOffline(false);

  await options.click();
  await page.getByRole('button', { name: 'Delete chat' }).click();
  await confirm.getByRole('button', { name: 'Delete chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Chat deleted.')).toBeVisible();
  await expect(listed(page, name)).toHaveCount(0);
  // The other tab leaves the conversation, saying why.
  await expect(other).toHaveURL(/\/chat$/, { timeout: 15_000 });
  await expect(other.getByText('This chat was deleted on another tab or device.')).toBeVisible();
  await expect(listed(other, name)).toHaveCount(0);
  // Its words leave the device too (the tabs share it), and no tab writes them back.
  const keptOf = async () =>
    (await privateStoreKeys(page)).filter((key) => key.endsWith(`:${chat.chatHash}`));
  await expect.poll(keptOf).toEqual([]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Chat restored.')).toBeVisible();
  await expect(listed(page, name)).toBeVisible();
  await expect(listed(other, name)).toBeVisible();
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('Keep this one')).toBeVisible();
  // Read from the server again, it is kept for offline use again.
  await waitForKeptHistory(page, chat.chatHash);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Delete chat is a tap away in the chat menu', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { tokens, chat, angel } = await chatWithATurn(
      request,
      'delete-chat-phone',
      'Keep this one',
    );
    const { name } = angel;
    await signIn(page, tokens);
    await page.goto(`/chat/${chat.chatHash}`);
    await expect(page.getByText('Keep this one')).toBeVisible();
    await page.getByRole('button', { name: 'Chat options' }).tap();
    const item = page.getByRole('button', { name: 'Delete chat' });
    const box = (await item.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await item.tap();
    const confirm = page.getByRole('dialog', { name: 'Delete this chat?' });
    await confirm.getByRole('button', { name: 'Delete chat' }).tap();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(listed(page, name)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(listed(page, name)).toBeVisible();
  });
});
