import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expect, test } from './fixtures.ts';
import {
  balanceOf,
  catalogue,
  chatUser,
  composer,
  finishedReplies,
  history,
  openChat,
  replies,
  send,
  signIn,
} from './chats-helpers.ts';

/**
 * Moderation as a user meets it: a severe message is refused where it was written (nothing
 * sent, nothing charged), a milder one goes through, replies and chats can be reported, and a
 * warning an agent gives reaches the user on their next visit and in Settings → Account status.
 */

async function openConversation(page: Page, request: APIRequestContext) {
  const user = await chatUser(request, 'moderation');
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(user.api, [angel!.id]);
  await signIn(page, user.tokens);
  return { ...user, angel: angel!, chat };
}

const mine = (page: Page) => page.locator('[data-author="you"]');

async function asAgent(request: APIRequestContext) {
  const { accessToken } = await apiLogin(request, 'agent@angels.local');
  const headers = { Authorization: `Bearer ${accessToken}` };
  return async (path: string, data: unknown, status = 201) => {
    const response = await request.post(`/api${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(status);
  };
}

test('a threat is refused with the reason where it was written: the text stays, nothing is charged', async ({
  page,
  request,
}) => {
  const { api, userId, chat } = await openConversation(page, request);
  const before = await balanceOf(api, userId);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.getByText(`Balance: ${before} tokens`)).toBeVisible();

  await composer(page).fill('I will kill you');
  await composer(page).press('Enter');
  await expect(page.getByRole('alert')).toContainText('This message was not sent');
  await expect(page.getByRole('alert')).toContainText('threat');
  await expect(composer(page)).toHaveValue('I will kill you');
  await expect(mine(page)).toHaveCount(0);
  await expect(page.getByText(`Balance: ${before} tokens`)).toBeVisible();
  expect(await balanceOf(api, userId)).toBe(before);
  expect((await history(api, chat.chatHash)).filter((m) => m.avatarId === null)).toEqual([]);

  // Reworded, it goes: the refusal is gone and the message is sent.
  await composer(page).fill('I will miss you');
  await composer(page).press('Enter');
  await expect(mine(page).locator('[data-text]')).toHaveText('I will miss you');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(composer(page)).toHaveValue('');
});

test('a message with mild profanity is delivered and answered', async ({ page, request }) => {
  const { chat } = await openConversation(page, request);
  await page.goto(`/chat/${chat.chatHash}`);
  await composer(page).fill('What the fuck happened to the weather today?');
  await composer(page).press('Enter');
  await expect(mine(page).locator('[data-text]')).toHaveText(
    'What the fuck happened to the weather today?',
  );
  await expect(mine(page).getByText('Sent')).toBeVisible();
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(composer(page)).toHaveValue('');
});

test('a reply and the whole chat can be reported; the user is thanked', async ({
  page,
  request,
}) => {
  const { api, angel, chat } = await openConversation(page, request);
  await send(api, chat.chatHash, 'Tell me about your day.');
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 15_000 });

  await replies(page)
    .getByRole('button', { name: `Report ${angel.name}'s reply` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Report this reply' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await dialog.getByRole('textbox', { name: /Anything to add/ }).fill('It mocked me.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thanks — our team will review it.')).toBeVisible();

  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('button', { name: 'Report chat' }).click();
  const chatDialog = page.getByRole('dialog', { name: 'Report this chat' });
  await chatDialog.getByRole('radio', { name: 'Spam or scam' }).check();
  await page.keyboard.press('Escape');
  await expect(chatDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat options' })).toBeFocused();
});

test("an agent's warning reaches the user on their next visit and stays in Settings → Account status", async ({
  page,
  request,
}) => {
  const { userId, tokens } = await chatUser(request, 'warned');
  await signIn(page, tokens);
  const agent = await asAgent(request);
  const facts = 'You wrote insults to an Angel in a chat.';
  await agent(`/admin/users/${userId}/warn`, { policy: 'harassment', facts });

  await page.goto('/discover');
  const notice = page.getByRole('dialog', { name: 'A message from our team' });
  await expect(notice).toContainText(facts);
  await expect(notice).toContainText('By our moderation team');
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();

  // Told once: the next visit reads the status again and says nothing (checked once the
  // answer has long been rendered: after a navigation that follows it).
  const read = page.waitForResponse((r) => r.url().endsWith(`/users/${userId}/account-status`));
  await page.goto('/settings');
  await read;
  await page.getByRole('link', { name: /Account status/ }).click();
  await expect(page.getByRole('heading', { name: 'Account status', level: 1 })).toBeVisible();
  await expect(
    page.getByText('1 of 3 warnings: a further violation could lead to a temporary suspension.'),
  ).toBeVisible();
  const entry = page.getByRole('article').filter({ hasText: facts });
  await expect(entry.getByRole('heading', { name: 'Warning' })).toBeVisible();
  await expect(entry).toContainText('Harassment or abuse');
  await expect(entry).toContainText('Active');
  await expect(notice).toBeHidden();
});

test('a warning given while the app is open shows at once', async ({ page, request }) => {
  const { userId, tokens } = await chatUser(request, 'warned-live');
  await signIn(page, tokens);
  const read = page.waitForResponse((r) => r.url().endsWith(`/users/${userId}/account-status`));
  // The warning comes once the page listens, so what shows it is the live hint itself.
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.ok());
  await page.goto('/discover');
  await Promise.all([read, opened]);
  const agent = await asAgent(request);
  await agent(`/admin/users/${userId}/warn`, {
    policy: 'spam',
    facts: 'You sent the same link again and again.',
  });
  const notice = page.getByRole('dialog', { name: 'A message from our team' });
  await expect(notice).toContainText('You sent the same link again and again.');
});

test('a reply an agent hid reads "Removed by moderation" in its place, with nothing to do', async ({
  page,
  request,
}) => {
  const { api, chat } = await openConversation(page, request);
  const {
    replies: [reply],
  } = await send(api, chat.chatHash, 'Say something.');
  await expect
    .poll(async () => (await history(api, chat.chatHash)).at(-1)?.status)
    .toBe('COMPLETE');
  const agent = await asAgent(request);
  await agent(
    `/admin/chats/${chat.chatHash}/messages/${reply!.id}/hide`,
    { reason: 'Abusive' },
    200,
  );

  await page.goto(`/chat/${chat.chatHash}`);
  const removed = page.locator('[data-removed]');
  await expect(removed).toHaveText(/Removed by moderation/);
  await expect(removed.getByRole('button')).toHaveCount(0);
  await expect(mine(page).locator('[data-text]')).toHaveText('Say something.');
});
