import { expect, test } from './fixtures.ts';
import { catalogue, chatUser, history, openChat, send, signIn } from './chats-helpers.ts';

/**
 * "What {Angel} remembers" on a 390 px touch phone: what the Angel learned from the chat is
 * listed with where it came from; pin, correct, delete, add and forget everything work by
 * touch, through labelled controls of at least 44 px; an edit made offline waits and applies
 * once the phone is back online.
 */
test.describe('memory on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('read, pin, correct, delete, add, forget everything; offline edits apply when back', async ({
    page,
    context,
    request,
  }) => {
    // Many steps, each a round trip through the outbox: more than the default 30 s allows.
    test.setTimeout(120_000);
    const { api, tokens } = await chatUser(request, 'memory');
    const [angel] = await catalogue(request, 1);
    const first = angel!.name.split(' ')[0]!;
    const chat = await openChat(api, [angel!.id]);
    await send(api, chat.chatHash, 'My dog is called Biscuit. I live in Leeds.');
    await expect
      .poll(async () => (await history(api, chat.chatHash)).at(-1)?.status, { timeout: 15_000 })
      .toBe('COMPLETE');
    await expect
      .poll(async () => (await api.get<{ total: number }>(`/memory/${angel!.id}`)).total, {
        timeout: 15_000,
      })
      .toBe(2);
    await signIn(page, tokens);
    await page.goto(`/chat/${chat.chatHash}`);

    await page.getByRole('button', { name: 'Chat options' }).tap();
    await page.getByRole('link', { name: `What ${first} remembers` }).tap();
    const panel = page.getByRole('dialog', { name: `What ${first} remembers` });
    await expect(panel).toBeVisible();
    const list = panel.getByRole('list', { name: `What ${first} remembers` });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const dog = list.getByRole('listitem').filter({ hasText: 'My dog is called Biscuit' });
    await expect(dog.getByRole('link', { name: 'learned in your chat' })).toBeVisible();

    // Every control is a 44 px target.
    for (const button of await panel.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
    }

    await dog.getByRole('button', { name: 'Pin' }).tap();
    await expect(dog.getByRole('button', { name: 'Unpin' })).toBeVisible();
    await dog.getByRole('button', { name: 'Edit' }).tap();
    await panel.getByLabel('Correct this memory').fill('My dog is called Biscuit and he is five');
    await panel.getByRole('button', { name: 'Save' }).tap();
    await expect(list).toContainText('My dog is called Biscuit and he is five');
    await list
      .getByRole('listitem')
      .filter({ hasText: 'I live in Leeds' })
      .getByRole('button', { name: /^Delete/ })
      .tap();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await panel.getByLabel(`Tell ${first} something to remember`).fill('I am allergic to nuts');
    await panel.getByRole('button', { name: 'Add' }).tap();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect
      .poll(
        async () =>
          (await api.get<{ items: { text: string; pinned: boolean }[] }>(`/memory/${angel!.id}`))
            .items,
      )
      .toEqual([
        expect.objectContaining({ text: 'My dog is called Biscuit and he is five', pinned: true }),
        expect.objectContaining({ text: 'I am allergic to nuts', pinned: false }),
      ]);

    // Saved, as the user sees it: no longer waiting to be sent, its Delete enabled.
    const allergic = list.getByRole('listitem').filter({ hasText: 'allergic' });
    await expect(allergic).not.toContainText('waiting to be sent');
    await expect(allergic.getByRole('button', { name: /^Delete/ })).toBeEnabled();

    // Offline: the panel still shows what it knew; a deletion waits, then applies once.
    await context.setOffline(true);
    await expect(panel.getByRole('status')).toContainText('You are offline');
    await allergic.getByRole('button', { name: /^Delete/ }).tap();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await context.setOffline(false);
    await expect
      .poll(async () => (await api.get<{ total: number }>(`/memory/${angel!.id}`)).total, {
        timeout: 15_000,
      })
      .toBe(1);

    // Esc closes the dialog and gives the page back.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Chat options' }).tap();
    await page.getByRole('link', { name: `What ${first} remembers` }).tap();
    await panel.getByRole('button', { name: 'Forget everything' }).tap();
    await panel.getByRole('button', { name: 'Yes, forget everything' }).tap();
    await expect(panel).toContainText(`${first} does not remember anything about you yet.`);
    await expect
      .poll(async () => (await api.get<{ total: number }>(`/memory/${angel!.id}`)).total)
      .toBe(0);
  });
});
