import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import type { Message } from '../../server/contract/chats.ts';
import { apiLogin, expect, logInFromMenu, test, TOKENS_KEY } from './fixtures.ts';
import { catalogue, chatUser, openChat, signedInApi } from './chats-helpers.ts';

/**
 * Live hints in the browser: what an agent does reaches the user's open tabs without a reload,
 * and however many tabs are open, the browser holds one /api/events connection between them.
 */

const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

/** Resolves once the page's stream is open (the server subscribes before it answers). */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => isLiveStream(response.request()) && response.ok());

async function asAgent(request: APIRequestContext) {
  const { accessToken } = await apiLogin(request, 'agent@angels.local');
  const headers = { Authorization: `Bearer ${accessToken}` };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/api${path}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
}

async function agentGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const { accessToken } = await apiLogin(request, 'agent@angels.local');
  const response = await request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * Only the agent holding a chat's case may write as its Angel: the user reports the chat, the
 * agent claims its case (the chat may have one still open from an earlier run).
 */
async function asAgentHoldingCase(
  request: APIRequestContext,
  api: Awaited<ReturnType<typeof signedInApi>>['api'],
  chatHash: string,
) {
  const agent = await asAgent(request);
  await api.post(`/chats/${chatHash}/reports`, { reason: 'other', note: 'Checking.' });
  const managed = await agentGet<{ openCase: { id: string } }>(request, `/admin/chats/${chatHash}`);
  await agent(`/admin/cases/${managed.openCase.id}/claim`, {});
  return agent;
}

const message = (page: Page, text: string) =>
  page.locator('[data-author]').filter({ hasText: text });

/** Tabs of one browser, logged in with the same tokens (as after a login in one of them). */
async function signedInContext(context: BrowserContext, tokens: object) {
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem('age-verified', 'true');
      if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
    },
    [TOKENS_KEY, JSON.stringify(tokens)],
  );
}

/** The 'angels-live' locks of the browser: [held, waiting]. */
const liveLocks = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    const live = (locks: LockInfo[]) => locks.filter((lock) => lock.name === 'angels-live').length;
    return [live(held), live(pending)];
  });

test("an agent's reply as the Angel, then hiding it, show in the open chat without a reload", async ({
  page,
  request,
}) => {
  const { api } = await signedInApi(request, 'user@angels.local');
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(api, [angel!.id]);
  await logInFromMenu(page, 'user@angels.local');
  const opened = streamOpened(page);
  await page.goto(`/chat/${chat.chatHash}`);
  await expect(page.getByRole('heading', { name: angel!.name, level: 1 })).toBeVisible();
  await opened;

  const agent = await asAgentHoldingCase(request, api, chat.chatHash);
  const text = `A word from the team, written live ${Date.now()}.`;
  const reply = await agent<Message>(`/admin/chats/${chat.chatHash}/replies`, { text });
  await expect(message(page, text)).toBeVisible();

  // The demo user's chat with this Angel may hold messages removed before.
  const removed = page.locator('[data-removed]').filter({ hasText: 'Removed by moderation' });
  const removedBefore = await removed.count();
  await agent(`/admin/chats/${chat.chatHash}/messages/${reply.id}/hide`, { reason: 'Test' });
  await expect(message(page, text)).toHaveCount(0);
  await expect(removed).toHaveCount(removedBefore + 1);
});

test('five tabs share one /api/events connection; every tab hears the hints, and another tab takes over when the connected one closes', async ({
  context,
  request,
}) => {
  test.slow(); // five copies of the app start one after another
  const { tokens, api } = await signedInApi(request, 'user@angels.local');
  // Another Angel than the test above: tests run side by side.
  const [, angel] = await catalogue(request, 2);
  const chat = await openChat(api, [angel!.id]);
  await signedInContext(context, tokens);
  const streams: Page[] = [];
  context.on('request', (request) => {
    if (isLiveStream(request)) streams.push(request.frame().page());
  });

  const tabs: Page[] = [];
  for (let i = 0; i < 5; i++) {
    const tab = await context.newPage();
    await tab.goto(`/chat/${chat.chatHash}`);
    await expect(tab.getByRole('heading', { name: angel!.name, level: 1 })).toBeVisible();
    tabs.push(tab);
  }
  // Every tab has joined: one holds the connection, four wait to take it over.
  await expect.poll(() => liveLocks(tabs[0]!)).toEqual([1, 4]);
  expect(streams).toHaveLength(1);

  const agent = await asAgentHoldingCase(request, api, chat.chatHash);
  const first = `Heard in every tab ${Date.now()}.`;
  await agent(`/admin/chats/${chat.chatHash}/replies`, { text: first });
  for (const tab of tabs) await expect(message(tab, first)).toBeVisible();
  expect(streams).toHaveLength(1);

  const leader = streams[0]!;
  await leader.close();
  const rest = tabs.filter((tab) => tab !== leader);
  await expect.poll(() => streams.length).toBe(2);
  await expect.poll(() => liveLocks(rest[0]!)).toEqual([1, 3]);
  // Whether it comes before or after the new connection, the takeover's catch-up finds it.
  const second = `Heard after the takeover ${Date.now()}.`;
  await agent(`/admin/chats/${chat.chatHash}/replies`, { text: second });
  for (const tab of rest) await expect(message(tab, second)).toBeVisible();
  expect(streams).toHaveLength(2);
});

test('a suspension reaches every open tab: each shows the suspension modal', async ({
  context,
  request,
}) => {
  const { tokens, userId } = await chatUser(request, 'live-suspended');
  await signedInContext(context, tokens);
  const tabs = [await context.newPage(), await context.newPage()];
  const opened = context.waitForEvent('response', {
    predicate: (response) => isLiveStream(response.request()) && response.ok(),
  });
  for (const tab of tabs) await tab.goto('/discover');
  await opened;

  const agent = await asAgent(request);
  await agent(`/admin/users/${userId}/suspend`, {
    days: 2,
    policy: 'harassment',
    facts: 'Insulted an Angel in a chat.',
  });
  for (const tab of tabs) {
    const modal = tab.getByRole('dialog', { name: 'Account temporarily suspended' });
    await expect(modal).toBeVisible();
    await tab.keyboard.press('Escape');
    await expect(modal).toBeVisible();
  }
});
