import type { Page } from '@playwright/test';
import type { ReplyQuality } from '../../server/contract/ratings.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { catalogue, chatUser, history, openChat, send, signIn } from './chats-helpers.ts';
import { createAngel } from './my-angels-helpers.ts';

/**
 * Rating a reply (issue 29, item 6): thumbs up or down under an Angel's finished reply, a
 * reason and a note for a thumbs down, kept on the reply, changed, taken back; offline it waits
 * and goes out once back online; another tab follows; the agents' console counts it.
 */

type User = Awaited<ReturnType<typeof chatUser>>;

/** A chat with the given Angels and one finished exchange, made through the API. */
async function ratedChat(
  request: Parameters<typeof chatUser>[0],
  label: string,
  angels = 1,
  /** An Angel of the user's own: counts no other test (run in parallel) can change. */
  own = false,
) {
  const user = await chatUser(request, label);
  const picked = own ? [await createAngel(user.api, 'Quill')] : await catalogue(request, angels);
  const chat = await openChat(
    user.api,
    picked.map((angel) => angel.id),
  );
  await send(user.api, chat.chatHash, 'Tell me something about your week');
  await expect
    .poll(
      async () =>
        (await history(user.api, chat.chatHash)).filter(
          (m) => m.replyTo !== null && m.avatarId !== null && m.status === 'COMPLETE',
        ).length,
      { timeout: 20_000 },
    )
    .toBe(angels);
  const replies = (await history(user.api, chat.chatHash)).filter(
    (m) => m.replyTo !== null && m.avatarId !== null,
  );
  return { ...user, chat, angels: picked, replies };
}

const ratingOf = async (user: User, chatHash: string, id: string) =>
  (await history(user.api, chatHash)).find((m) => m.id === id)?.rating;

/** The rating controls of one reply, found by its Angel's name. */
const ratingGroup = (page: Page, name: string) =>
  page.getByRole('group', { name: `Rate ${name}'s reply` }).last();

test('rate a reply: thumbs down with a reason, kept after a reload, changed, taken back, by keyboard too', async ({
  page,
  request,
}) => {
  const user = await ratedChat(request, 'rate');
  const { chat, angels, replies } = user;
  const name = angels[0]!.name;
  const reply = replies.at(-1)!;
  await signIn(page, user.tokens);
  await page.goto(`/chat/${chat.chatHash}`);

  const group = ratingGroup(page, name);
  await expect(group.getByRole('button', { name: 'Good reply' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await group.getByRole('button', { name: 'Bad reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why not a good reply?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Repetitive' }).check();
  await dialog.getByLabel(/A note/).fill('She said the same thing twice');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(group.getByRole('button', { name: 'Bad reply' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(group.getByRole('button', { name: /^Repetitive/ })).toBeVisible();
  await expect
    .poll(() => ratingOf(user, chat.chatHash, reply.id))
    .toMatchObject({ value: 'down', reason: 'repetitive', note: 'She said the same thing twice' });

  // Kept on the reply: a reload shows it from the server.
  await page.reload();
  await expect(group.getByRole('button', { name: 'Bad reply' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // By keyboard: the other thumb changes it (no dialog for a thumbs up), pressed again it goes.
  const up = group.getByRole('button', { name: 'Good reply' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => ratingOf(user, chat.chatHash, reply.id)).toMatchObject({ value: 'up' });
  await page.keyboard.press('Space');
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => ratingOf(user, chat.chatHash, reply.id)).toBeUndefined();

  // Esc closes the reasons and keeps the thumb.
  await group.getByRole('button', { name: 'Bad reply' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => ratingOf(user, chat.chatHash, reply.id)).toMatchObject({ value: 'down' });
});

test('in a group chat each Angel’s reply is rated on its own; another tab follows', async ({
  page,
  context,
  request,
}) => {
  const user = await ratedChat(request, 'rate-group', 2);
  const { chat, angels } = user;
  await signIn(page, user.tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  const other = await context.newPage();
  await other.goto(`/chat/${chat.chatHash}`);

  const [first, second] = angels.map((angel) => angel.name);
  await ratingGroup(page, first!).getByRole('button', { name: 'Good reply' }).click();
  await expect(
    ratingGroup(page, first!).getByRole('button', { name: 'Good reply' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    ratingGroup(page, second!).getByRole('button', { name: 'Good reply' }),
  ).toHaveAttribute('aria-pressed', 'false');
  // The other tab hears of it (a live hint) and shows it without a reload.
  await expect(
    ratingGroup(other, first!).getByRole('button', { name: 'Good reply' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    ratingGroup(other, second!).getByRole('button', { name: 'Good reply' }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('offline a rating waits on the device and reaches the server once back online', async ({
  page,
  context,
  request,
}) => {
  const user = await ratedChat(request, 'rate-offline');
  const { chat, angels, replies } = user;
  const reply = replies.at(-1)!;
  await signIn(page, user.tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  const group = ratingGroup(page, angels[0]!.name);
  await expect(group).toBeVisible();

  await context.setOffline(true);
  await group.getByRole('button', { name: 'Good reply' }).click();
  await expect(group.getByRole('button', { name: 'Good reply' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    group.getByText('Saved on this device — sent when you are back online'),
  ).toBeVisible();
  expect(await ratingOf(user, chat.chatHash, reply.id)).toBeUndefined();

  await context.setOffline(false);
  await expect.poll(() => ratingOf(user, chat.chatHash, reply.id)).toMatchObject({ value: 'up' });
  await expect(group.locator('[data-rating-pending]')).toHaveCount(0);
  await expect(group.getByRole('button', { name: 'Good reply' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the agents’ console shows the Angel’s reply quality: ups, downs, the reasons most given', async ({
  page,
  request,
}) => {
  const user = await ratedChat(request, 'rate-agent', 1, true);
  const { chat, angels, replies } = user;
  const reply = replies.at(-1)!;
  const rated = await request.put(`/api/chats/${chat.chatHash}/messages/${reply.id}/rating`, {
    headers: { Authorization: `Bearer ${user.tokens.accessToken}` },
    data: { value: 'down', reason: 'too-short' },
  });
  expect(rated.status()).toBe(200);
  const agent = await apiLogin(request, 'agent@angels.local');
  const counts = (await (
    await request.get(`/api/admin/avatars/${angels[0]!.id}/reply-quality`, {
      headers: { Authorization: `Bearer ${agent.accessToken}` },
    })
  ).json()) as ReplyQuality;
  expect(counts).toMatchObject({ up: 0, down: 1 });

  await signIn(page, agent);
  await page.goto(`/admin/chats/manage/${chat.chatHash}`);
  const panel = page.getByRole('region', { name: 'Reply quality' });
  await expect(panel).toContainText(angels[0]!.name);
  await expect(panel).toContainText(`${counts.up} thumbs up · ${counts.down} thumbs down`);
  await expect(panel).toContainText('Too short (');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the thumbs are 44px targets, tapped without hover; the reasons open and save', async ({
    page,
    request,
  }) => {
    const user = await ratedChat(request, 'rate-phone');
    const { chat, angels, replies } = user;
    const reply = replies.at(-1)!;
    await signIn(page, user.tokens);
    await page.goto(`/chat/${chat.chatHash}`);
    const group = ratingGroup(page, angels[0]!.name);
    for (const name of ['Good reply', 'Bad reply']) {
      const box = (await group.getByRole('button', { name }).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await group.getByRole('button', { name: 'Bad reply' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Why not a good reply?' });
    await dialog.getByText('Wrong facts').tap();
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await expect(dialog).toBeHidden();
    await expect(group.getByRole('button', { name: /^Wrong facts/ })).toBeVisible();
    await expect
      .poll(() => ratingOf(user, chat.chatHash, reply.id))
      .toMatchObject({ value: 'down', reason: 'wrong-facts' });
  });
});
