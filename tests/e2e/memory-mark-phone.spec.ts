import { expect, test } from './fixtures.ts';
import { catalogue, chatUser, history, openChat, send, signIn } from './chats-helpers.ts';

type Marks = { marks: { messageId: string; facts: { id: number; text: string }[] }[] };
type Facts = { items: { text: string; source: { messageId: string } | null }[] };

/**
 * On a 390 px touch phone: a reply that drew on a memory carries a 44 px mark that opens the
 * memories it used (Esc closes it) and leads to the memory panel, whose "learned in your chat"
 * link brings the message the memory came from into view, glowing.
 */
test.describe('memory mark on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mark lists what a reply remembered; a source link scrolls to its message', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { api, tokens } = await chatUser(request, 'memory-mark');
    const [angel] = await catalogue(request, 1);
    const first = angel!.name.split(' ')[0]!;
    const chat = await openChat(api, [angel!.id]);
    const done = async () =>
      expect
        .poll(async () => (await history(api, chat.chatHash)).at(-1)?.status, { timeout: 15_000 })
        .toBe('COMPLETE');
    await send(api, chat.chatHash, 'My dog is called Biscuit. I live in Leeds.');
    await done();
    await expect
      .poll(async () => (await api.get<{ total: number }>(`/memory/${angel!.id}`)).total, {
        timeout: 15_000,
      })
      .toBe(2);
    await send(api, chat.chatHash, 'Do you remember my dog Biscuit?');
    await done();
    await expect
      .poll(
        async () => (await api.get<Marks>(`/memory/chats/${chat.chatHash}/marks`)).marks.length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    const facts = await api.get<Facts>(`/memory/${angel!.id}`);
    const dogSource = facts.items.find((f) => f.text.includes('Biscuit'))!.source!.messageId;

    await signIn(page, tokens);
    await page.goto(`/chat/${chat.chatHash}`);
    const mark = page.getByRole('button', { name: /^Remembered: \d+ things?$/ });
    // The marks are read after the conversation draws: on a busy machine that takes a while.
    await expect(mark).toHaveCount(1, { timeout: 15_000 });
    const box = (await mark.boundingBox())!;
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    await mark.tap();
    const used = page.getByRole('dialog', { name: `${first} remembered` });
    await expect(used).toContainText('My dog is called Biscuit');
    await page.keyboard.press('Escape');
    await expect(used).toBeHidden();

    await mark.tap();
    await used.getByRole('button', { name: `Everything ${first} remembers` }).tap();
    const panel = page.getByRole('dialog', { name: `What ${first} remembers` });
    await expect(panel).toBeVisible();
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'My dog is called Biscuit' })
      .getByRole('link', { name: 'learned in your chat' })
      .tap();
    await expect(page).toHaveURL(new RegExp(`#message-${dogSource}$`));
    const row = page.locator(`li[data-key="${dogSource}"]`);
    await expect(row).toBeInViewport();
    await expect(row).toHaveAttribute('data-highlight', '');
  });
});
