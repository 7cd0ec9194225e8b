import type { APIRequestContext, Page } from '@playwright/test';
import type { Chat, Message, MessagePage, SendMessageResult } from '../../server/contract/chats.ts';
import type { AvatarPage } from '../../server/contract/avatars.ts';
import type { PortraitChoice } from '../../server/contract/users.ts';
import { apiLogin, createConfirmedUser, expect, TOKENS_KEY } from './fixtures.ts';

/** A fresh account with an avatar (no welcome modal) and the starter tokens, plus its API. */
export async function chatUser(request: APIRequestContext, label = 'chat') {
  const { email, password } = await createConfirmedUser(request, label);
  return signedInApi(request, email, password);
}

export async function signedInApi(request: APIRequestContext, email: string, password?: string) {
  const tokens = await apiLogin(request, email, password);
  const userId = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString())
    .user.id as string;
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const api = {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
    async post<T>(path: string, data?: unknown): Promise<T> {
      const response = await request.post(`/api${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
  };
  const me = await api.get<{ avatar: unknown }>(`/users/${userId}`);
  if (!me.avatar) {
    const [choice] = await api.get<PortraitChoice[]>('/users/portrait-choices');
    const response = await request.patch(`/api/users/${userId}`, {
      headers,
      data: { avatar: { name: 'Robin', portraitKey: choice!.key } },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return { email, tokens, userId, api };
}

/** Starts the page logged in with the given tokens (kept once the app rotates them). */
export async function signIn(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await page.addInitScript(
    ([key, value]) => localStorage.getItem(key!) ?? localStorage.setItem(key!, value!),
    [TOKENS_KEY, JSON.stringify(tokens)],
  );
}

export async function catalogue(request: APIRequestContext, count: number) {
  const response = await request.get(`/api/avatars?pageSize=${count}`);
  return ((await response.json()) as AvatarPage).items;
}

type Api = Awaited<ReturnType<typeof signedInApi>>['api'];

export const openChat = (api: Api, avatarIds: number[]) => api.post<Chat>('/chats', { avatarIds });

export const send = (api: Api, chatHash: string, text: string, responders?: number) =>
  api.post<SendMessageResult>(`/chats/${chatHash}/messages`, {
    id: crypto.randomUUID(),
    text,
    responders,
  });

/**
 * A fresh chat user, a chat with the catalogue's first Angel, and one finished exchange in it
 * (`text` sent, its reply written out), made through the API; `reply` is that finished reply.
 */
export async function chatWithATurn(request: APIRequestContext, label: string, text: string) {
  const user = await chatUser(request, label);
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(user.api, [angel!.id]);
  await send(user.api, chat.chatHash, text);
  await expect
    .poll(async () => (await history(user.api, chat.chatHash)).at(-1)?.status, { timeout: 15_000 })
    .toBe('COMPLETE');
  const reply = (await history(user.api, chat.chatHash)).at(-1)!;
  return { ...user, angel: angel!, chat, reply };
}

/** chatWithATurn, and the page starts signed in as its owner. */
export async function signedInWithATurn(
  page: Page,
  request: APIRequestContext,
  label: string,
  text: string,
) {
  const turn = await chatWithATurn(request, label, text);
  await signIn(page, turn.tokens);
  return turn;
}

/** Every stored message of a chat, oldest first, read through the paged API. */
export async function history(api: Api, chatHash: string): Promise<Message[]> {
  const all: Message[] = [];
  let before: string | null = null;
  do {
    const page: MessagePage = await api.get<MessagePage>(
      `/chats/${chatHash}/messages?limit=200${before ? `&before=${encodeURIComponent(before)}` : ''}`,
    );
    all.push(...page.items);
    before = page.nextCursor;
  } while (before);
  return all.reverse();
}

export const composer = (page: Page) => page.getByRole('textbox', { name: /^Message to / });
/** The Angels' replies, without the chat's opening greetings (data-opening). */
export const replies = (page: Page) =>
  page.locator('[data-author]:not([data-author="you"]):not([data-opening])');
export const finishedReplies = (page: Page) =>
  page.locator(
    '[data-author][data-status="COMPLETE"]:not([data-author="you"]):not([data-opening])',
  );
export const openings = (page: Page) => page.locator('[data-opening]');

/** The keys held in the app's private IndexedDB store (chat histories), without creating it. */
export async function privateStoreKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('angels-private')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('angels-private');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('data')) return [];
      const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const request = db.transaction('data').objectStore('data').getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return keys.map(String);
    } finally {
      db.close();
    }
  });
}

/** Waits until the conversation's history is kept on the device for offline use. */
export async function waitForKeptHistory(page: Page, chatHash: string): Promise<void> {
  await expect
    .poll(async () => (await privateStoreKeys(page)).some((key) => key.endsWith(`:${chatHash}`)))
    .toBe(true);
}

/**
 * Opens the chat menu's `item` and checks its confirmation `title` closes on Esc, focus back on
 * the menu button, nothing done. Returns the menu button and the (now closed) dialog's locator.
 */
export async function confirmationClosesOnEsc(page: Page, item: string, title: string) {
  const options = page.getByRole('button', { name: 'Chat options' });
  await options.click();
  await page.getByRole('button', { name: item }).click();
  const confirm = page.getByRole('dialog', { name: title });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(options).toBeFocused();
  return { options, confirm };
}

/** The sidebar's token badge (desktop), whose name carries the balance. */
export const tokensBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Tokens, / });

export const balanceOf = async (api: Api, userId: string) =>
  (await api.get<{ tokens: number }>(`/users/${userId}`)).tokens;

const isReplyStream = (url: string) => /\/api\/chats\/[^/]+\/messages\/[^/]+\/stream$/.test(url);

/** The Last-Event-ID of each reply-stream request the page makes, in order (null: none). */
export function recordStreamRequests(page: Page): Array<string | null> {
  const sent: Array<string | null> = [];
  page.on('request', (req) => {
    if (isReplyStream(new URL(req.url()).pathname))
      sent.push(req.headers()['last-event-id'] ?? null);
  });
  return sent;
}

const isSend = (url: string) => /\/api\/chats\/[^/]+\/messages$/.test(url);

/**
 * Cuts the page's first reply at the network with `page.route`: the send's answer, which
 * streams the first reply, reaches the page with its `sent` event and only half of its `delta`
 * events, then the connection ends without `done`; the reconnect that follows (the reply's own
 * stream) is aborted as a dead network would, and later ones pass. `cutAt()` is the id of the
 * last delta let through: the length of the text the page got.
 */
export async function cutFirstReplyStream(page: Page) {
  let cutAt: string | undefined;
  let sends = 0;
  let streams = 0;
  await page.route(
    (url) => isSend(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST' || ++sends > 1) return route.fallback();
      const response = await route.fetch();
      const events = (await response.text()).split('\n\n');
      expect(events[0], 'the answer opens with the sent message').toMatch(/^event: sent\n/);
      const deltas = events.filter((event) => event.startsWith('event: delta'));
      // One delta would leave nothing after the cut to resume: the reply must still be writing.
      expect(deltas.length, 'the reply arrived in more than one piece').toBeGreaterThan(1);
      const kept = deltas.slice(0, Math.ceil(deltas.length / 2));
      cutAt = /^id: (\d+)$/m.exec(kept.at(-1)!)![1];
      await route.fulfill({
        status: response.status(),
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
        body: `${[events[0], ...kept].join('\n\n')}\n\n`,
      });
    },
  );
  await page.route(
    (url) => isReplyStream(url.pathname),
    (route) => (++streams === 1 ? route.abort('internetdisconnected') : route.fallback()),
  );
  return { cutAt: () => cutAt };
}
