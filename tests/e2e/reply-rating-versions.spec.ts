import type { Page } from '@playwright/test';
import type { SteerResult } from '../../server/contract/steering.ts';
import { expect, test } from './fixtures.ts';
import { chatWithATurn, history, signIn } from './chats-helpers.ts';

/**
 * A rating made offline rates the version the user saw (issue 29 item 7): by the time it is
 * sent another version may be shown (chosen on another device meanwhile).
 */

const lastReply = (page: Page) => page.locator('[data-author]:not([data-author="you"])').last();

test('rated offline, another version chosen elsewhere meanwhile: the rating goes to the version rated', async ({
  page,
  context,
  request,
}) => {
  const { api, tokens, chat } = await chatWithATurn(
    request,
    'rate-version',
    'Tell me about your morning',
  );
  const last = async () => (await history(api, chat.chatHash)).at(-1)!;
  await api.post(`/chats/${chat.chatHash}/regenerate`);
  await expect.poll(async () => (await last()).status, { timeout: 15_000 }).toBe('COMPLETE');
  const reply = await last();
  expect(reply.alternative).toBe(1);
  const choose = (alternative: number) =>
    api.post<SteerResult>(`/chats/${chat.chatHash}/messages/${reply.id}/choose`, { alternative });

  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  // The whole signed-in launch comes first: on a busy CI machine it once took 8 s of the 7.
  await expect(lastReply(page).locator('[data-version]')).toHaveText('Version 2 / 2', {
    timeout: 15_000,
  });
  await context.setOffline(true);
  await lastReply(page).getByRole('button', { name: 'Good reply' }).click();
  await expect(lastReply(page).getByRole('button', { name: 'Good reply' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Meanwhile, on another device, the first version is chosen.
  await choose(0);

  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/rating') && res.request().method() === 'PUT',
  );
  await context.setOffline(false);
  expect((await sent).status()).toBe(200);
  await expect(lastReply(page).locator('[data-version]')).toHaveText('Version 1 / 2', {
    timeout: 15_000,
  });
  // The thumbs up is the second version's: the first, shown when it arrived, stays unrated.
  expect((await choose(0)).message.rating).toBeUndefined();
  expect((await choose(1)).message.rating?.value).toBe('up');
});
