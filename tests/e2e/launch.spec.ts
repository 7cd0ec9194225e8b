import type { BrowserContext, Page, Route } from '@playwright/test';
import { TOKENS_KEY, expect, logOutFromMenu, test, waitForWorker } from './fixtures.ts';
import {
  chatUser,
  chatWithATurn,
  composer,
  finishedReplies,
  signedInWithATurn,
  waitForKeptHistory,
} from './chats-helpers.ts';

/**
 * Launching the installed app signed in, straight into the last conversation (issue 30): what
 * the device kept shows at once even on a network that hangs, and the app catches up when the
 * network answers. Offline starts have their own tests (chats-offline).
 */

/** How long main.tsx once waited for the user record before mounting (its time box). */
const USER_RECORD_TIME_BOX_MS = 4000;

test('on a network that hangs, the kept conversation shows at once, then catches up', async ({
  page,
  context,
  request,
}) => {
  const { userId, chat, reply } = await signedInWithATurn(
    page,
    request,
    'launch',
    'Shall we talk about the sea?',
  );
  await page.goto(`/chat/${chat.chatHash}`);
  await waitForWorker(page);
  await expect(page.getByText(reply.text, { exact: true })).toBeVisible();
  await waitForKeptHistory(page, chat.chatHash);

  // Every API request from now on waits, unanswered, until the test lets it through.
  const held: Route[] = [];
  await context.route('**/api/**', (route) => void held.push(route));
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByText(reply.text, { exact: true })).toBeVisible({ timeout: 20_000 });
  const shownAt = await page.evaluate(() => performance.now());
  await expect(composer(page)).toBeEnabled();
  // It did not wait for the user record, which is still on its way. (What index.html painted
  // can show before the app has even asked for it: the ask is waited for, its answer is not.)
  await expect
    .poll(() => held.map((route) => new URL(route.request().url()).pathname))
    .toContain(`/api/users/${userId}`);
  expect(shownAt).toBeLessThan(USER_RECORD_TIME_BOX_MS);

  await context.unroute('**/api/**');
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  // What index.html painted (the last screen) sends nothing: the app's composer does.
  await expect(page.locator('#root > [data-last-screen]')).toHaveCount(0);
  const before = await finishedReplies(page).count();
  await composer(page).fill('Still there?');
  await composer(page).press('Enter');
  await expect(finishedReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
});

/**
 * The last screen (src/lib/last-screen, index.html): before the app's scripts have even run, a
 * relaunch paints the conversation as its owner last saw it, with a composer that takes text.
 * Without the service worker here, so that the app's scripts can be held back on the network
 * (the worker would serve them from its cache); the worker's launch is the test above.
 */
test.describe('before its scripts run', () => {
  test.use({ serviceWorkers: 'block' });

  const SCRIPTS = /\/assets\/.*\.js(\?.*)?$/;
  const painted = (page: Page) => page.locator('#root > [data-last-screen]');
  const keptScreen = (page: Page, messageId: string) =>
    expect
      .poll(() => page.evaluate(() => localStorage.getItem('last-screen') ?? ''), {
        timeout: 15_000,
      })
      .toContain(messageId);
  /** Holds every request matching `url` unanswered; returns what lets them go. */
  async function hold(context: BrowserContext, url: string | RegExp) {
    const held: Route[] = [];
    await context.route(url, (route) => void held.push(route));
    return async () => {
      await context.unroute(url);
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    };
  }
  /** Signed in by storing the tokens once (not at each start, so a logout sticks). */
  async function storeTokens(page: Page, tokens: object) {
    await page.goto('/privacy-policy');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [TOKENS_KEY, JSON.stringify(tokens)],
    );
  }

  test('the last conversation shows, its composer takes text, the app takes it over', async ({
    page,
    context,
    request,
  }) => {
    // Text that would be markup if anything parsed it as HTML.
    const mine = '<img src=x onerror="window.__injected=1"> Shall we talk about the sea?';
    const { chat, reply } = await signedInWithATurn(page, request, 'last-screen', mine);
    await page.goto(`/chat/${chat.chatHash}`);
    await expect(page.getByText(reply.text, { exact: true })).toBeVisible();
    await waitForKeptHistory(page, chat.chatHash);
    await keptScreen(page, reply.id);

    const releaseApi = await hold(context, '**/api/**');
    const releaseScripts = await hold(context, SCRIPTS);
    await page.reload({ waitUntil: 'commit' });
    await expect(painted(page)).toHaveCount(1);
    const newest = page.locator(`li[data-key="${reply.id}"] [data-text]`);
    await expect(newest).toBeInViewport();
    await expect(newest).toHaveText(reply.text);
    await expect(page.getByText(mine, { exact: true })).toBeVisible();
    await expect(page.locator('#root img[src="x"]')).toHaveCount(0);
    await expect(composer(page)).toBeEnabled();
    await expect(composer(page)).not.toBeFocused(); // it does not take the focus by itself

    await composer(page).click();
    await composer(page).pressSequentially('Still there?');
    await composer(page).press('Enter'); // nothing is sent before the app is up, nothing lost
    await composer(page).pressSequentially(' Hello');
    await expect(composer(page)).toHaveValue('Still there? Hello');
    await composer(page).press('ArrowLeft');
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );

    // Laid out as the app lays it out: the app's first frame moves nothing.
    const places = () =>
      Promise.all([newest, composer(page)].map(async (element) => await element.boundingBox()));
    const paintedPlaces = await places();
    await releaseScripts();
    await expect(painted(page)).toHaveCount(0, { timeout: 20_000 });
    expect(await places()).toEqual(paintedPlaces);
    await expect(composer(page)).toHaveValue('Still there? Hello');
    await expect(composer(page)).toBeFocused();
    expect(
      await composer(page).evaluate((field: HTMLTextAreaElement) => field.selectionStart),
    ).toBe('Still there? Hello'.length - 1);
    await expect(page.locator(`li[data-key="${reply.id}"] [data-text]`)).toHaveText(reply.text);
    await releaseApi();
  });

  test('another user never sees it, nor anyone after a logout', async ({
    page,
    context,
    request,
  }) => {
    const first = await chatWithATurn(request, 'last-screen-a', 'A secret about the sea');
    const other = await chatUser(request, 'last-screen-b');
    await storeTokens(page, first.tokens);
    await page.goto(`/chat/${first.chat.chatHash}`);
    await expect(page.getByText(first.reply.text, { exact: true })).toBeVisible();
    await keptScreen(page, first.reply.id);

    // Another account's tokens on this device: the kept screen is not theirs.
    const releaseScripts = await hold(context, SCRIPTS);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [TOKENS_KEY, JSON.stringify(other.tokens)],
    );
    await page.goto(`/chat/${first.chat.chatHash}`, { waitUntil: 'commit' });
    await expect(page.getByText('Loading Angels…')).toBeVisible();
    await expect(painted(page)).toHaveCount(0);
    await expect(page.getByText('A secret about the sea')).toHaveCount(0);

    // The owner again, then a logout: the kept screen goes with the session.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [TOKENS_KEY, JSON.stringify(first.tokens)],
    );
    await page.reload({ waitUntil: 'commit' });
    await expect(painted(page)).toHaveCount(1);
    await releaseScripts();
    await expect(painted(page)).toHaveCount(0, { timeout: 20_000 });
    await logOutFromMenu(page);
    expect(await page.evaluate(() => localStorage.getItem('last-screen'))).toBeNull();
    await hold(context, SCRIPTS);
    await page.goto(`/chat/${first.chat.chatHash}`, { waitUntil: 'commit' });
    await expect(page.getByText('Loading Angels…')).toBeVisible();
    await expect(page.getByText('A secret about the sea')).toHaveCount(0);
  });
});
