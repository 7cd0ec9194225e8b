import { expect, test } from './fixtures.ts';
import { catalogue, chatUser, chatWithATurn, composer, openChat, signIn } from './chats-helpers.ts';

/** On a 390 px touch phone: Chats leads to the conversations; a conversation is full-screen. */
test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Chats leads to the conversations first; a conversation is full-screen with its own header', async ({
    page,
    request,
  }) => {
    const { tokens, chat, angel } = await chatWithATurn(request, 'phone', 'Good morning!');
    await signIn(page, tokens);
    await page.goto('/discover');

    const bottomBar = page.getByRole('navigation', { name: 'Bottom menu' });
    await bottomBar.getByRole('link', { name: 'Chat' }).tap();
    await expect(page).toHaveURL(/\/chat$/);
    const list = page.getByRole('list', { name: 'Your conversations' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link')).toContainText(angel.name);
    // The chat type selection (the empty child of /chats) is one tap away.
    await page.getByRole('link', { name: 'New chat' }).tap();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('heading', { name: 'Start a chat' })).toBeVisible();
    await page.goBack();

    await list.getByRole('link').tap();
    await expect(page).toHaveURL(new RegExp(`/chat/${chat.chatHash}$`));
    await expect(page.getByRole('heading', { name: angel.name, level: 1 })).toBeVisible();
    // The app's bars give way to the chat's own header: back, the Angel, a menu.
    await expect(bottomBar).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All chats' })).toBeVisible();
    await page.getByRole('button', { name: 'Chat options' }).tap();
    await expect(page.getByRole('link', { name: `${angel.name}'s profile` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New group' })).toBeVisible();
    await page.getByRole('button', { name: 'Chat options' }).tap();
    await expect(page.getByRole('link', { name: 'New group' })).toBeHidden();

    // The composer fills the bottom of the screen; on a touch screen there is no Enter hint and
    // Return adds a line (the Send button sends).
    const box = (await composer(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y + box.height).toBeGreaterThan(700);
    await expect(page.getByText('Enter sends, Shift+Enter adds a new line.')).toBeHidden();
    await composer(page).fill('Two');
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('Two\n');

    await page.getByRole('link', { name: 'All chats' }).tap();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(bottomBar).toBeVisible();
  });

  test("a group's composer stays compact, with the balance beside the cost", async ({
    page,
    request,
  }) => {
    // A group of four, opened and measured on two shared cores: more than the default half minute.
    test.setTimeout(60_000);
    const { api, tokens, userId } = await chatUser(request, 'phone-group');
    const angels = await catalogue(request, 4);
    const chat = await openChat(
      api,
      angels.map((angel) => angel.id),
    );
    const me = await api.get<{ tokens: number }>(`/users/${userId}`);
    await signIn(page, tokens);
    await page.goto(`/chat/group/${chat.chatHash}`);
    await expect(composer(page)).toBeVisible({ timeout: 15_000 });
    const form = page.locator('form').filter({ has: composer(page) });
    // Where the conversation says what a message costs, it says what the user has.
    await expect(form.getByText(/Costs \d+ tokens?/)).toBeVisible();
    await expect(form.getByText(`Balance: ${me.tokens} tokens`)).toBeVisible();
    // Who answers and the @mentions stay in reach, in a strip that leaves the chat its screen.
    await expect(form.getByRole('button', { name: `Mention ${angels[3]!.name}` })).toBeAttached();
    const box = (await form.boundingBox())!;
    const share = box.height / 844;
    console.log(
      `group composer: ${Math.round(box.height)} px, ${Math.round(share * 100)} % of 844`,
    );
    expect(share).toBeLessThanOrEqual(0.25);
  });
});

test('with a physical keyboard the hint shows and Enter sends', async ({ page, request }) => {
  const { api, tokens } = await chatUser(request, 'desk');
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  await signIn(page, tokens);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.getByText('Enter sends, Shift+Enter adds a new line.')).toBeVisible();
  await composer(page).fill('Hello from a keyboard');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(page.locator('[data-author="you"] [data-text]')).toHaveText('Hello from a keyboard');
});
