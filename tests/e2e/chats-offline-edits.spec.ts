import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForWorker } from './fixtures.ts';
import {
  balanceOf,
  history,
  send,
  signedInWithATurn,
  tokensBadge,
  waitForKeptHistory,
} from './chats-helpers.ts';

/**
 * Edits made offline (issue 29 item 7): shown at once, marked as waiting, kept in the outbox
 * (through a reload) and applied once when the connection returns, in order with the rest;
 * one the server refuses keeps the user's words on screen with Retry and Discard.
 */

/** A chat with one finished exchange, made through the API, and its owner signed in. */
async function chatWithHistory(page: Page, request: APIRequestContext, label: string) {
  const turn = await signedInWithATurn(page, request, label, 'What do you like to cook?');
  await page.goto(`/chat/${turn.chat.chatHash}`);
  await waitForWorker(page);
  await expect(page.getByText('What do you like to cook?', { exact: true })).toBeVisible();
  await waitForKeptHistory(page, turn.chat.chatHash);
  return turn;
}

const mine = (page: Page) => page.locator('[data-author="you"]').last();
const lastReply = (page: Page) => page.locator('[data-author]:not([data-author="you"])').last();

async function editMine(page: Page, text: string) {
  await mine(page).getByRole('button', { name: 'Edit your message' }).click();
  await page.getByRole('textbox', { name: 'Edit your message' }).fill(text);
  await page.getByRole('button', { name: /^Save and ask again/ }).click();
}

test('my message edited offline: shown waiting, kept through a reload, applied once when back online', async ({
  page,
  context,
  request,
}) => {
  const { api, userId, chat } = await chatWithHistory(page, request, 'edit-offline');
  const balance = await balanceOf(api, userId);
  const edits: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/edit')) edits.push(req.postData() ?? '');
  });

  await context.setOffline(true);
  await editMine(page, 'What do you like to bake?');
  await expect(mine(page).locator('[data-text]')).toHaveText('What do you like to bake?');
  await expect(mine(page).locator('[data-edit-state="queued"]')).toHaveText(
    /saves when you are back online/,
  );
  await page.reload();
  await expect(mine(page).locator('[data-text]')).toHaveText('What do you like to bake?');
  await expect(mine(page).locator('[data-edit-state]')).toHaveAttribute(
    'data-edit-state',
    'queued',
  );
  expect(edits).toEqual([]);

  await context.setOffline(false);
  await expect(mine(page).locator('[data-edit-state]')).toHaveCount(0, { timeout: 15_000 });
  await expect(mine(page).locator('[data-edited]')).toBeVisible();
  await expect(lastReply(page)).toHaveAttribute('data-status', /COMPLETE|FAILED/, {
    timeout: 15_000,
  });
  await expect(lastReply(page).locator('[data-version]')).toHaveText('Version 2 / 2');
  const stored = await history(api, chat.chatHash);
  expect(stored.at(-2)).toMatchObject({
    text: 'What do you like to bake?',
    originalText: 'What do you like to cook?',
  });
  // Answered once: one new version of the reply, one reply's tokens.
  expect(stored.at(-1)?.alternatives).toHaveLength(2);
  expect(await balanceOf(api, userId)).toBe(balance - 1);
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${balance - 1} tokens`);
  // Every request carried the same edit id: the server applies it once whatever is repeated.
  const ids = new Set(edits.map((body) => (JSON.parse(body) as { editId: string }).editId));
  expect(ids.size).toBe(1);
});

test('an edit refused when back online keeps its words, with the reason, Retry and Discard', async ({
  page,
  context,
  request,
}) => {
  const { api, chat } = await chatWithHistory(page, request, 'edit-refused');
  await context.setOffline(true);
  await editMine(page, 'What do you like to grill?');
  await expect(mine(page).locator('[data-edit-state="queued"]')).toBeVisible();
  // Meanwhile the conversation goes on from another device: the message is no longer the last.
  await send(api, chat.chatHash, 'Never mind, tell me a story');
  const last = async () => (await history(api, chat.chatHash)).at(-1)?.status;
  await expect.poll(last, { timeout: 15_000 }).toBe('COMPLETE');

  await context.setOffline(false);
  const edited = page
    .locator('[data-author="you"]')
    .filter({ has: page.getByText('What do you like to grill?', { exact: true }) });
  const refused = edited.locator('[data-edit-state="failed"]');
  await expect(refused).toContainText('Only your last message can be edited', { timeout: 15_000 });
  await expect(edited.getByRole('button', { name: 'Retry the edit' })).toBeVisible();
  expect((await history(api, chat.chatHash)).some((m) => m.text.includes('grill'))).toBe(false);

  await edited.getByRole('button', { name: 'Discard the edit' }).click();
  await expect(page.getByText('What do you like to grill?', { exact: true })).toHaveCount(0);
  await expect(page.getByText('What do you like to cook?', { exact: true })).toBeVisible();
});
