import type { Locator, Page } from '@playwright/test';
import { catalogue, chatUser, openChat, send, signIn } from './chats-helpers.ts';
import { appTookOver, expect, test } from './fixtures.ts';

/** The app on a phone: what stays in reach, what never wraps, what a returning user sees. */

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Bottom menu' });

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect).not.toBeNull();
  return rect!;
}

/** Every label in the bottom bar is one line, and no item overflows its slot. */
async function expectBottomBarOnOneLine(page: Page) {
  const items = bottomBar(page).locator('a, button');
  await expect(items).toHaveCount(4);
  const layout = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const label = Array.from(element.childNodes).find(
        (node) => node.nodeType === Node.TEXT_NODE || node instanceof HTMLSpanElement,
      );
      const range = document.createRange();
      if (label) range.selectNodeContents(label);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      return {
        text: element.textContent,
        lines: lines.size,
        overflows: element.scrollWidth > element.clientWidth + 1,
      };
    }),
  );
  for (const item of layout)
    expect(item, JSON.stringify(item)).toMatchObject({ lines: 1, overflows: false });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the bottom bar labels never wrap, logged out or in', async ({ page, request }) => {
    await page.goto('/');
    // Measured on the app's bar, not on the first paint's as the app replaces it.
    await appTookOver(page);
    await expect(bottomBar(page).getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expectBottomBarOnOneLine(page);

    const { tokens } = await chatUser(request, 'narrow');
    await signIn(page, tokens);
    await page.goto('/');
    await expect(bottomBar(page).getByRole('link', { name: 'Robin' })).toBeVisible();
    await expectBottomBarOnOneLine(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a profile's Chat button stays in reach above the bottom bar", async ({ page, request }) => {
    const [angel] = await catalogue(request, 1);
    await page.goto(`/discover/${angel!.id}`);
    await appTookOver(page);
    await expect(page.getByRole('heading', { name: angel!.name })).toBeVisible();
    const chat = page.getByRole('main').getByRole('link', { name: 'Chat', exact: true });
    for (const scroll of ['top', 'middle', 'end'] as const) {
      await page.evaluate((where) => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? end / 3 : end);
      }, scroll);
      await expect(chat).toBeInViewport();
      const button = await box(chat);
      const bar = await box(bottomBar(page));
      expect(button.y + button.height, scroll).toBeLessThanOrEqual(bar.y + 0.5);
    }
    // Reachable means usable: logged out, it asks to register first (the chat guard).
    await chat.click();
    await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
  });

  test('"Start group chat" rests on the bottom bar in a bar of its own', async ({
    page,
    request,
  }) => {
    const { tokens } = await chatUser(request, 'group-bar');
    await signIn(page, tokens);
    await page.goto('/chats?mode=group');
    const start = page.getByRole('button', { name: 'Start group chat' });
    await expect(start).toBeInViewport();
    const bar = start.locator('..');
    const barBox = await box(bar);
    const bottom = await box(bottomBar(page));
    // Full width and flush with the bottom bar: nothing of the picker shows around the button.
    expect(Math.abs(barBox.y + barBox.height - bottom.y)).toBeLessThanOrEqual(1);
    expect(barBox.x).toBeLessThanOrEqual(0.5);
    expect(barBox.width).toBeGreaterThanOrEqual(389);
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('a logged-in user lands where they left off; a visitor gets the introduction', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Company that listens, whenever you need it.' }),
    ).toBeVisible();

    const { tokens, api } = await chatUser(request, 'returning');
    const [angel] = await catalogue(request, 1);
    const chat = await openChat(api, [angel!.id]);
    await send(api, chat.chatHash, 'See you tomorrow!');
    await signIn(page, tokens);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back, Robin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Company that listens/ })).toBeHidden();
    const recent = page.getByRole('list', { name: 'Recent chats' });
    await expect(recent.getByRole('link', { name: new RegExp(angel!.name) })).toBeVisible();
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'href',
      '/discover',
    );
    await expect(shortcuts.getByRole('link', { name: 'My Angels' })).toBeVisible();
    await recent.getByRole('link', { name: new RegExp(angel!.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${chat.chatHash}$`));
  });

  test('a brand-new user is welcomed, not welcomed back', async ({ page, request }) => {
    const { tokens } = await chatUser(request, 'newcomer');
    await signIn(page, tokens);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Robin', exact: true })).toBeVisible();
    await expect(page.getByText('start your first conversation')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  });
});

test('headings use the shipped display face, preloaded and loaded without blocking text', async ({
  page,
}) => {
  await page.goto('/');
  // The app's own heading, once it has replaced the server's first paint.
  await appTookOver(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"?Fraunces"?,/,
  );
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /^\/assets\/fraunces-semibold-latin-.*\.woff2$/);
  await expect(preload).toHaveAttribute('crossorigin', '');
  await expect
    .poll(() =>
      page.evaluate(() => {
        let loaded = false;
        document.fonts.forEach((face) => {
          const family = face.family.replaceAll('"', '');
          if (family === 'Fraunces' && face.status === 'loaded') loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
  // Served by the app itself, the same file the preload fetched.
  const href = await preload.getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('font/woff2');
});
