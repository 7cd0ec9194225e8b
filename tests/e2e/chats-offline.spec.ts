import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logOutFromMenu, test, waitForWorker } from './fixtures.ts';
import {
  balanceOf,
  composer,
  finishedReplies,
  history,
  replies,
  privateStoreKeys,
  recordStreamRequests,
  signedInWithATurn,
  tokensBadge,
  waitForKeptHistory,
} from './chats-helpers.ts';

/**
 * Chats offline and back online: what was read online is there offline (the chat list,
 * each conversation's recent history, queued messages, the balance), and when the connection
 * returns every view recovers by itself, without a reload.
 */

const mine = (page: Page, text: string) =>
  page.locator('[data-author="you"]').filter({ has: page.getByText(text, { exact: true }) });

/** A chat with one finished exchange, made through the API, and its owner signed in. */
const chatWithHistory = (page: Page, request: APIRequestContext, label: string) =>
  signedInWithATurn(page, request, label, 'What do you like to cook?');

test('offline, a reload shows the chat list, the conversation with its queued message, and the last balance', async ({
  page,
  context,
  request,
}) => {
  const { api, userId, angel, chat, reply } = await chatWithHistory(page, request, 'kept');
  const balance = await balanceOf(api, userId);
  await page.goto('/chat');
  await waitForWorker(page);
  await expect(page.getByRole('list', { name: 'Your conversations' })).toContainText(angel.name);
  await page.getByRole('list', { name: 'Your conversations' }).getByRole('link').first().click();
  await expect(page.getByText(reply.text, { exact: true })).toBeVisible();
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${balance} tokens`);
  await waitForKeptHistory(page, chat.chatHash);

  await context.setOffline(true);
  await composer(page).fill('Written in a tunnel');
  await composer(page).press('Enter');
  await expect(mine(page, 'Written in a tunnel')).toContainText('Queued');
  await page.reload();

  await expect(page.getByText('What do you like to cook?', { exact: true })).toBeVisible();
  await expect(page.getByText(reply.text, { exact: true })).toBeVisible();
  await expect(mine(page, 'Written in a tunnel')).toContainText('Queued');
  await expect(page.getByText('We could not load the messages')).toHaveCount(0);
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${balance} tokens`);
  await expect(page.getByText(`Balance: ${balance} tokens`)).toBeVisible();

  await page.getByRole('link', { name: 'All chats' }).click();
  await expect(page.getByRole('list', { name: 'Your conversations' })).toContainText(angel.name);
  await expect(page.getByText('We could not load your chats')).toHaveCount(0);
});

test('sent offline, back online: the queued message becomes sent in place, its reply streams in, the balance follows', async ({
  page,
  context,
  request,
}) => {
  const { api, userId, chat } = await chatWithHistory(page, request, 'back');
  const balance = await balanceOf(api, userId);
  await page.goto(`/chat/${chat.chatHash}`);
  await waitForWorker(page);
  await expect(page.getByText('What do you like to cook?', { exact: true })).toBeVisible();
  await waitForKeptHistory(page, chat.chatHash);

  // The common case: offline, the page is opened again (from the device), a message is sent.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('What do you like to cook?', { exact: true })).toBeVisible();
  const repliesBefore = await finishedReplies(page).count();
  await composer(page).fill('Are you still there?');
  await composer(page).press('Enter');
  const queued = mine(page, 'Are you still there?');
  await expect(queued).toContainText('Queued');
  await queued.evaluate((node) => node.setAttribute('data-marked', 'before'));

  await context.setOffline(false);
  await expect(queued).toContainText('Sent');
  // The same element, turned from queued to sent: nothing vanished and came back.
  await expect(queued).toHaveAttribute('data-marked', 'before');
  await expect(finishedReplies(page)).toHaveCount(repliesBefore + 1, { timeout: 15_000 });
  await expect(page.getByText('We could not load the messages')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const stored = await history(api, chat.chatHash);
  await expect(finishedReplies(page).last().locator('[data-text]')).toHaveText(stored.at(-1)!.text);
  expect(stored.filter((m) => m.text === 'Are you still there?')).toHaveLength(1);
  await expect(tokensBadge(page)).toHaveAccessibleName(`Tokens, ${balance - 1} tokens`);
  await expect(page.getByText(`Balance: ${balance - 1} tokens`)).toBeVisible();
});

/**
 * Chromium's offline switch leaves a response that is already streaming untouched, so the cut is
 * made where the page meets the network: the first answer that streams (the send's, which
 * carries the first reply) delivers the sent message and the first words, then holds the rest
 * until `window.cutStream()` drops the connection, as a dead network would.
 */
async function holdFirstReplyStream(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    let held = false;
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const { pathname } = new URL(
        input instanceof Request ? input.url : String(input),
        location.href,
      );
      // A send's answer or a reply's own stream (not the live hints, which stream too).
      const reply = /\/messages(\/[^/]+\/stream)?$/.test(pathname);
      const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (held || !reply || !streaming || !response.body) return response;
      held = true;
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let firstWords = false;
          (window as unknown as { cutStream: () => void }).cutStream = () => {
            controller.error(new TypeError('network error'));
            void reader.cancel();
          };
          void (async () => {
            for (;;) {
              const { value, done } = await reader.read();
              if (done || firstWords) return;
              controller.enqueue(value);
              firstWords = new TextDecoder().decode(value).includes('event: delta');
            }
          })().catch(() => undefined);
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

test('the network cut in the middle of a reply and restored: the reply completes, nothing lost or doubled', async ({
  page,
  context,
  request,
}) => {
  const { api, chat } = await chatWithHistory(page, request, 'cut');
  await holdFirstReplyStream(page);
  const streams = recordStreamRequests(page);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.getByText('What do you like to cook?', { exact: true })).toBeVisible();
  const before = await replies(page).count();
  await composer(page).fill('Tell me about your favourite place.');
  await composer(page).press('Enter');
  const reply = replies(page).nth(before);
  const text = reply.locator('[data-text]');
  await expect(text).not.toBeEmpty();
  const partial = (await text.textContent())!;

  await context.setOffline(true);
  await page.evaluate(() => (window as unknown as { cutStream: () => void }).cutStream());
  await expect(page.getByText('Offline: messages are queued')).toBeVisible();
  await expect(reply).toHaveAttribute('data-status', 'WRITING');
  await expect(text).toHaveText(partial);

  await context.setOffline(false);
  await expect(reply).toHaveAttribute('data-status', 'COMPLETE', { timeout: 20_000 });
  const stored = (await history(api, chat.chatHash)).at(-1)!;
  expect(stored.status).toBe('COMPLETE');
  await expect(text).toHaveText(stored.text);
  expect(stored.text.startsWith(partial)).toBe(true);
  // It resumed after what it had, rather than starting over.
  expect(streams).toContain(String(partial.length));
});

test('logout erases the conversations kept on the device', async ({ page, request }) => {
  const { chat } = await chatWithHistory(page, request, 'erase');
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.getByText('What do you like to cook?', { exact: true })).toBeVisible();
  await waitForKeptHistory(page, chat.chatHash);

  await logOutFromMenu(page);
  await expect.poll(() => privateStoreKeys(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('query-cache') ?? '')).not.toContain(
    chat.chatHash,
  );
});
