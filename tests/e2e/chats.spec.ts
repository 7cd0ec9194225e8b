import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  catalogue,
  chatUser,
  composer,
  cutFirstReplyStream,
  finishedReplies,
  history,
  openChat,
  openings,
  recordStreamRequests,
  replies,
  send,
  signIn,
  signedInApi,
} from './chats-helpers.ts';

/**
 * Chats in the browser: conversations against the real server, whose persona engine streams
 * word by word (REPLY_WORD_DELAY_MS in playwright.config.ts keeps it observable but quick).
 */

/**
 * Every distinct length the newest reply's text had, and whether its Stop button showed,
 * sampled each frame in the page: a reply written in a second can be over before a check
 * from the test runs on a loaded machine, never before a frame.
 */
async function recordReplyGrowth(page: Page) {
  type Seen = { replyLengths: number[]; stopShown: boolean };
  await page.evaluate(() => {
    const seen: Seen = { replyLengths: [], stopShown: false };
    (window as unknown as { replySeen: Seen }).replySeen = seen;
    const sample = () => {
      const rows = document.querySelectorAll(
        '[data-author]:not([data-author="you"]):not([data-opening])',
      );
      const row = rows[rows.length - 1];
      const length = row?.querySelector('[data-text]')?.textContent?.length ?? 0;
      if (length > 0 && seen.replyLengths.at(-1) !== length) seen.replyLengths.push(length);
      seen.stopShown ||= Array.from(row?.querySelectorAll('button') ?? []).some(
        (button) => button.textContent?.trim() === 'Stop',
      );
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { replySeen: Seen }).replySeen);
}

test('from the details page, Chat opens the chat; the reply streams in; a reload keeps the history', async ({
  page,
  request,
}) => {
  const { tokens } = await chatUser(request);
  const [angel] = await catalogue(request, 1);
  await signIn(page, tokens);
  await page.goto(`/discover/${angel!.id}`);
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: angel!.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Costs 1 token')).toBeVisible();

  const growth = await recordReplyGrowth(page);
  await composer(page).fill('Hello there!\nHow was your day?');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  const mine = page.locator('[data-author="you"]');
  await expect(mine.locator('[data-text]')).toHaveText('Hello there!\nHow was your day?');
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 15_000 });
  // Rendered progressively, with Stop offered meanwhile: the text was seen at several lengths
  // before it was complete.
  const { replyLengths: lengths, stopShown } = await growth();
  expect(stopShown).toBe(true);
  expect(lengths.length).toBeGreaterThanOrEqual(2);
  expect(lengths[0]).toBeLessThan(lengths.at(-1)!);
  await expect(mine.getByText('Sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  const reply = await replies(page).locator('[data-text]').textContent();

  await page.reload();
  await expect(mine.locator('[data-text]')).toHaveText('Hello there!\nHow was your day?');
  await expect(replies(page).locator('[data-text]')).toHaveText(reply!);

  await page.getByRole('link', { name: 'All chats' }).click();
  const list = page.getByRole('list', { name: 'Your conversations' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText(angel!.name);
});

test('a message sent offline is queued, outlives its tab, and is delivered exactly once', async ({
  context,
  request,
}) => {
  const { tokens, api } = await chatUser(request, 'outbox');
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  const posts = new Map<string, number>();
  context.on('request', (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith(`/chats/${chat.chatHash}/messages`)) return;
    const id = (req.postDataJSON() as { id: string }).id;
    posts.set(id, (posts.get(id) ?? 0) + 1);
  });
  // Pages of this test are opened from the context, so the age check is accepted here.
  await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  let page = await context.newPage();
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  // A new chat opens with the Angel's greeting.
  await expect(openings(page)).toHaveCount(1);

  await context.setOffline(true);
  await composer(page).fill('Written on the train');
  await composer(page).press('Enter');
  const queued = page.locator('[data-author="you"]');
  await expect(queued.getByText('Queued — sends when you are back online')).toBeVisible();
  await expect(page.getByText('Offline: messages are queued')).toBeVisible();
  // The outbox is in IndexedDB, not only in this tab's memory: close the tab while offline.
  await page.close();
  await context.setOffline(false);

  page = await context.newPage();
  await page.goto('/discover'); // any page: the outbox flushes on start
  await expect
    .poll(async () => (await history(api, chat.chatHash)).filter((m) => !m.avatarId).length)
    .toBeGreaterThan(0);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.locator('[data-author="you"] [data-text]')).toHaveText('Written on the train');
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 15_000 });

  const stored = await history(api, chat.chatHash);
  const userMessages = stored.filter((m) => m.avatarId === null);
  expect(userMessages.map((m) => m.text)).toEqual(['Written on the train']);
  expect([...posts.values()]).toEqual([1]);
});

test('a reply whose stream is cut completes after reconnecting, resumed where it stopped', async ({
  page,
  request,
}) => {
  const { tokens, api } = await chatUser(request, 'resume');
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  await signIn(page, tokens);
  const streams = recordStreamRequests(page);
  const cut = await cutFirstReplyStream(page);
  await page.goto(`/chat/${chat.chatHash}`);
  await composer(page).fill('Tell me a long story, please.');
  await composer(page).press('Enter');
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 20_000 });

  // The send's answer was cut; the reconnect the network refused and the one that finished
  // the reply both asked for the text after what the page already had.
  const at = cut.cutAt();
  expect(Number(at)).toBeGreaterThan(0);
  expect(streams).toEqual([at, at]);
  // Nothing lost, nothing doubled: the page shows exactly what the server stored.
  const stored = (await history(api, chat.chatHash)).find((m) => m.replyTo !== null)!;
  expect(stored.status).toBe('COMPLETE');
  expect(stored.text.length).toBeGreaterThan(Number(at));
  await expect(replies(page).locator('[data-text]')).toHaveText(stored.text);
});

test('a group chat with three Angels lets the one named with @ answer first', async ({
  page,
  request,
}) => {
  const { tokens } = await chatUser(request, 'group');
  const angels = await catalogue(request, 3);
  await signIn(page, tokens);
  await page.goto('/chats');
  await page.getByRole('link', { name: /^Group/ }).click();
  const picker = page.getByRole('list', { name: 'Angels to choose from' });
  for (const angel of angels) await picker.getByRole('button', { name: angel.name }).click();
  await page.getByRole('button', { name: 'Start group chat' }).click();
  await expect(page).toHaveURL(/\/chat\/group\/[\w-]+$/);

  const named = angels[2]!;
  await page.getByRole('button', { name: `Mention ${named.name}` }).click();
  await composer(page).pressSequentially('what do you think?');
  await expect(page.locator('p', { hasText: 'Next to answer:' })).toContainText(
    `Next to answer: ${named.name}`,
  );
  await page.getByRole('radio', { name: '2 Angels answer' }).check({ force: true });
  await expect(page.getByText('Costs 2 tokens')).toBeVisible();
  await composer(page).press('Enter');
  await expect(finishedReplies(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(replies(page).first()).toHaveAttribute('data-author', named.name);
});

test('without enough tokens the composer says so and leads to the Tokens page', async ({
  page,
  request,
}) => {
  const { tokens } = await signedInApi(request, 'broke@angels.local');
  const [angel] = await catalogue(request, 1);
  await signIn(page, tokens);
  await page.goto(`/chat?with=${angel!.id}`);
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Not enough tokens' });
  await expect(alert).toBeVisible();
  await composer(page).fill('Hello?');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await alert.getByRole('link', { name: 'Get tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
});

test('scrolling up loads older messages without moving what is on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { tokens, api } = await chatUser(request, 'history');
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  // 30 exchanges = 60 messages: more than one page (50). Each reply is stopped at once.
  for (let i = 1; i <= 30; i++) {
    const { replies: started } = await send(api, chat.chatHash, `Message number ${i}`);
    for (const reply of started) {
      await api.post(`/chats/${chat.chatHash}/messages/${reply.id}/stop`);
    }
  }
  // Hold the older page until the view has been measured, so the test sees the prepend itself.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/messages') && url.searchParams.has('before'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.getByText('Message number 30', { exact: true })).toBeVisible();
  const scroller = page.getByRole('region', { name: 'Messages' });
  // The newest page holds exchanges 6 to 30; scroll up to its top as a person would.
  await scroller.hover();
  while ((await scroller.evaluate((el) => el.scrollTop)) > 0) await page.mouse.wheel(0, -600);
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading older messages' }),
  ).toBeAttached();
  const marker = page.getByText('Message number 6', { exact: true });
  const before = (await marker.boundingBox())!;
  release();
  await expect(page.getByText('Message number 5', { exact: true })).toBeAttached();
  await expect(page.getByText('The beginning of your conversation')).toBeAttached();
  const after = (await marker.boundingBox())!;
  expect(Math.abs(after.y - before.y)).toBeLessThan(2);
  // And the older messages are there to read by scrolling further.
  while ((await scroller.evaluate((el) => el.scrollTop)) > 0) await page.mouse.wheel(0, -600);
  await expect(page.getByText('Message number 1', { exact: true })).toBeVisible();
});
