import type { Page } from '@playwright/test';
import type { Message } from '../../server/contract/chats.ts';
import { expect, test } from './fixtures.ts';
import {
  catalogue,
  chatUser,
  chatWithATurn,
  composer,
  history,
  openChat,
  send,
  signIn,
} from './chats-helpers.ts';

/**
 * Steering a conversation in the browser (issue 29): a reply's versions flipped with buttons,
 * arrow keys (desktop) and a swipe (phone), offline too; editing my message and a reply.
 */
type Api = Awaited<ReturnType<typeof chatUser>>['api'];

const lastOf = async (api: Api, chatHash: string) => (await history(api, chatHash)).at(-1)!;

/** A chat whose last reply has `count` finished versions, written through the API. */
async function replyWithVersions(api: Api, angelId: number, count: number) {
  const chat = await openChat(api, [angelId]);
  await send(api, chat.chatHash, 'Tell me about your morning');
  const done = async () => (await lastOf(api, chat.chatHash)).status;
  await expect.poll(done, { timeout: 15_000 }).toBe('COMPLETE');
  for (let n = 1; n < count; n++) {
    await api.post(`/chats/${chat.chatHash}/regenerate`);
    await expect.poll(done, { timeout: 15_000 }).toMatch(/COMPLETE|FAILED/);
  }
  const reply: Message = await lastOf(api, chat.chatHash);
  expect(reply.alternatives?.length).toBe(count);
  return { chat, reply };
}

const lastReply = (page: Page) => page.locator('[data-author]:not([data-author="you"])').last();
const versions = (page: Page) => lastReply(page).locator('[data-version]');
const replyText = (page: Page) => lastReply(page).locator('[data-text]');

test('desktop: flips versions with buttons and arrow keys, offline too; past the last asks for a new one', async ({
  page,
  context,
  request,
}) => {
  const { api, tokens } = await chatUser(request, 'swipes');
  const [angel] = await catalogue(request, 1);
  const { chat, reply } = await replyWithVersions(api, angel!.id, 3);
  const texts = reply.alternatives!.map((v) => v.text);
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(versions(page)).toHaveText('Version 3 / 3');
  await expect(replyText(page)).toHaveText(texts[2]!);

  const previous = lastReply(page).getByRole('button', { name: 'Previous version' });
  const box = await previous.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await previous.click();
  await expect(versions(page)).toHaveText('Version 2 / 3');
  await expect(replyText(page)).toHaveText(texts[1]!);
  await page.keyboard.press('ArrowLeft');
  await expect(versions(page)).toHaveText('Version 1 / 3');
  await expect(replyText(page)).toHaveText(texts[0]!);
  await expect.poll(async () => (await lastOf(api, chat.chatHash)).alternative).toBe(0);
  // Typing in the composer: the arrows move the caret, not the versions.
  await composer(page).fill('abc');
  await composer(page).press('ArrowRight');
  await expect(versions(page)).toHaveText('Version 1 / 3');
  await composer(page).fill('');

  // Offline: flipping is instant; the choice is applied once back online.
  await context.setOffline(true);
  await lastReply(page).getByRole('button', { name: 'Next version' }).click();
  await expect(versions(page)).toHaveText('Version 2 / 3');
  await expect(replyText(page)).toHaveText(texts[1]!);
  await context.setOffline(false);
  await expect.poll(async () => (await lastOf(api, chat.chatHash)).alternative).toBe(1);
  // The next reply is written to the version chosen (the server reads it as the history).
  await page.reload();
  await expect(versions(page)).toHaveText('Version 2 / 3');

  await page.keyboard.press('ArrowRight');
  await expect(versions(page)).toHaveText('Version 3 / 3');
  await lastReply(page)
    .getByRole('button', { name: /^Write a new version/ })
    .click();
  await expect(versions(page)).toHaveText('Version 4 / 4');
  await expect
    .poll(async () => (await lastOf(api, chat.chatHash)).status, { timeout: 15_000 })
    .toMatch(/COMPLETE|FAILED/);
  const latest = await lastOf(api, chat.chatHash);
  // A new version is never a copy of an earlier one (a repeat would be refunded as FAILED).
  if (latest.status === 'COMPLETE') expect(texts).not.toContain(latest.text);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a horizontal swipe on the reply flips its versions; the controls are reachable', async ({
    page,
    request,
  }) => {
    const { api, tokens } = await chatUser(request, 'swipe-phone');
    const [angel] = await catalogue(request, 1);
    const { chat, reply } = await replyWithVersions(api, angel!.id, 2);
    await signIn(page, tokens);
    await page.goto(`/chat/${chat.chatHash}`);
    await expect(versions(page)).toHaveText('Version 2 / 2');
    const swipe = (dx: number) =>
      lastReply(page).evaluate((row, dx) => {
        const rect = row.getBoundingClientRect();
        const at = (x: number) =>
          new Touch({ identifier: 1, target: row, clientX: x, clientY: rect.top + 20 });
        const x0 = rect.left + rect.width / 2;
        const start = at(x0);
        const end = at(x0 + dx);
        row.dispatchEvent(new TouchEvent('touchstart', { touches: [start], bubbles: true }));
        row.dispatchEvent(
          new TouchEvent('touchend', { touches: [], changedTouches: [end], bubbles: true }),
        );
      }, dx);
    await swipe(120);
    await expect(versions(page)).toHaveText('Version 1 / 2');
    await expect(replyText(page)).toHaveText(reply.alternatives![0]!.text);
    await swipe(-120);
    await expect(versions(page)).toHaveText('Version 2 / 2');
    // A short or vertical move is no swipe.
    await swipe(-20);
    await expect(versions(page)).toHaveText('Version 2 / 2');
    const next = lastReply(page).getByRole('button', { name: /^Write a new version/ });
    await expect(next).toBeInViewport();
    await lastReply(page).getByRole('button', { name: 'Previous version' }).tap();
    await expect(versions(page)).toHaveText('Version 1 / 2');
    await expect.poll(async () => (await lastOf(api, chat.chatHash)).alternative).toBe(0);
  });
});

test('edit: my last message is answered again (the old answer stays a version); a reply’s words are edited', async ({
  page,
  request,
}) => {
  const {
    api,
    tokens,
    chat,
    angel,
    reply: before,
  } = await chatWithATurn(request, 'edits', 'I love cats');
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);

  const mine = page.locator('[data-author="you"]').last();
  await mine.getByRole('button', { name: 'Edit your message' }).click();
  const field = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(field).toBeFocused();
  await field.press('Escape');
  await expect(field).toHaveCount(0);
  await mine.getByRole('button', { name: 'Edit your message' }).click();
  await field.fill('I love dogs');
  await page.getByRole('button', { name: /^Save and ask again/ }).click();
  await expect(mine.locator('[data-text]')).toHaveText('I love dogs');
  await mine.locator('[data-edited] summary').click();
  await expect(mine.locator('[data-edited]')).toContainText('I love cats');
  await expect(versions(page)).toHaveText('Version 2 / 2');
  await expect(lastReply(page)).toHaveAttribute('data-status', 'COMPLETE', { timeout: 15_000 });
  await lastReply(page).getByRole('button', { name: 'Previous version' }).click();
  await expect(replyText(page)).toHaveText(before.text);

  await lastReply(page)
    .getByRole('button', { name: `Edit ${angel.name}'s reply` })
    .click();
  const replyField = page.getByRole('textbox', { name: `Edit ${angel.name}'s reply` });
  await replyField.fill('Dogs are wonderful, tell me about yours.');
  await replyField.press('Control+Enter');
  await expect(replyText(page)).toHaveText('Dogs are wonderful, tell me about yours.');
  await expect(lastReply(page).locator('[data-edited]')).toBeVisible();
  const stored = await lastOf(api, chat.chatHash);
  expect(stored).toMatchObject({
    text: 'Dogs are wonderful, tell me about yours.',
    edited: true,
    originalText: before.text,
  });

  // Continue: she goes on in the same message, from the edited words.
  await lastReply(page).getByRole('button', { name: 'Continue' }).click();
  await expect(lastReply(page)).toHaveAttribute('data-status', 'COMPLETE', { timeout: 15_000 });
  await expect(replyText(page)).toHaveText(/^Dogs are wonderful, tell me about yours\. \S/);
  await expect
    .poll(async () => (await lastOf(api, chat.chatHash)).text)
    .toMatch(/^Dogs are wonderful, tell me about yours\. \S/);
});

test('two tabs: a version chosen in one is shown in the other; a new version streams in both', async ({
  page,
  context,
  request,
}) => {
  const { api, tokens } = await chatUser(request, 'two-tabs');
  const [angel] = await catalogue(request, 1);
  const { chat, reply } = await replyWithVersions(api, angel!.id, 2);
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  const other = await context.newPage();
  await other.goto(`/chat/${chat.chatHash}`);
  await expect(versions(other)).toHaveText('Version 2 / 2');

  await lastReply(page).getByRole('button', { name: 'Previous version' }).click();
  await expect(versions(page)).toHaveText('Version 1 / 2');
  await expect(versions(other)).toHaveText('Version 1 / 2', { timeout: 15_000 });
  await expect(replyText(other)).toHaveText(reply.alternatives![0]!.text);

  await other.getByRole('button', { name: 'Regenerate' }).click();
  await expect(versions(other)).toHaveText('Version 3 / 3');
  await expect(versions(page)).toHaveText('Version 3 / 3', { timeout: 15_000 });
  await expect(lastReply(page)).toHaveAttribute('data-status', /COMPLETE|FAILED/, {
    timeout: 15_000,
  });
});
