import type { Route } from '@playwright/test';
import { expect, test, waitForWorker } from './fixtures.ts';
import {
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
  // It did not wait for the user record, which is still on its way.
  expect(held.map((route) => new URL(route.request().url()).pathname)).toContain(
    `/api/users/${userId}`,
  );
  expect(shownAt).toBeLessThan(USER_RECORD_TIME_BOX_MS);

  await context.unroute('**/api/**');
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  const before = await finishedReplies(page).count();
  await composer(page).fill('Still there?');
  await composer(page).press('Enter');
  await expect(finishedReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
});
