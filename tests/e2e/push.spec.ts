import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { PushDevice, PushPayload } from '../../server/contract/push.ts';
import { LocalPushService } from '../../server/testing/push-service.ts';
import { chatUser, openChat, send, signIn } from './chats-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * Notifications end to end: turned on from Settings; a reply that finishes while no tab is in
 * view goes from the server through a push service (a local one that speaks RFC 8030 and
 * decrypts the payload like a browser) to the real service worker, delivered over Chromium's
 * DevTools protocol; the notification shows the Angel and the first words, and a tap opens the
 * chat in the open window. Settings lists the devices and turns them off.
 */

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const service = new LocalPushService();
test.beforeAll(async () => {
  await service.start();
});
test.afterAll(async () => {
  await service.close();
});

/**
 * The worker registered and active (push needs no control of the page): the app registers it
 * after the page settles and it precaches first, which takes a while on a loaded machine.
 */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

async function worker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** Hands a push message to the page's service worker, as the browser's push service would. */
async function deliverPush(page: Page, context: BrowserContext, data: unknown): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(data),
  });
}

/** What a service worker's global offers the tests (the e2e code is typed for pages). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

const shownNotifications = (sw: Worker) =>
  sw.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    return (await scope.registration.getNotifications()).map((n: Notification) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      data: n.data as unknown,
    }));
  });

test('a reply finished while away reaches the service worker as a notification; a tap opens the chat', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['notifications']);
  const user = await chatUser(request, 'push-tap');
  const chat = await openChat(user.api, [1]);
  const sub = service.subscribe();
  const added = await request.post('/api/push/devices', {
    headers: { Authorization: `Bearer ${user.tokens.accessToken}`, 'User-Agent': CHROME_ON_LINUX },
    data: sub,
  });
  expect(added.status()).toBe(201);

  // No tab of the user is open: the reply's end goes out as a push.
  await send(user.api, chat.chatHash, 'How was your day?');
  await expect.poll(() => service.for(sub.endpoint).length, { timeout: 15_000 }).toBe(1);
  const payload = service.for(sub.endpoint)[0]!.payload as PushPayload;
  expect(payload).toMatchObject({
    tag: `chat:${chat.chatHash}`,
    title: chat.avatars[0]!.name,
    url: `/chat/${chat.chatHash}`,
  });

  await signIn(page, user.tokens);
  await page.goto('/discover');
  await workerReady(page);
  const sw = await worker(context);
  await deliverPush(page, context, payload);
  await expect
    .poll(() => shownNotifications(sw))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: expect.stringContaining(payload.icon ?? '-'),
        data: { url: payload.url },
      },
    ]);

  // A newer message of the same chat replaces the shown notification (one per chat).
  await deliverPush(page, context, { ...payload, body: 'And another thing…' });
  await expect
    .poll(async () => (await shownNotifications(sw)).map((n) => n.body))
    .toEqual(['And another thing…']);

  // The tap: the open window goes to the conversation, without a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await sw.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: notification! }),
    );
  });
  await expect(page).toHaveURL(new RegExp(`/chat/${chat.chatHash}$`));
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  expect(await shownNotifications(sw)).toEqual([]);
});

/**
 * Headless Chromium cannot subscribe for real: a Playwright context is an off-the-record profile,
 * where Chrome has no push service ("Registration failed - permission denied"), and a persistent
 * profile waits for Google's push service, which the test machine cannot reach. So after checking
 * that refusal is said in words, the pushManager is replaced at the browser boundary by one that
 * hands out a subscription of the local push service (its keys decrypt what the server sends).
 */
async function stubPushManager(page: Page, subscription: { endpoint: string; keys: object }) {
  await page.addInitScript((sub) => {
    const KEY = 'push-stub-subscribed';
    const make = (applicationServerKey: BufferSource | null) => ({
      endpoint: sub.endpoint,
      options: { userVisibleOnly: true, applicationServerKey },
      toJSON: () => ({ endpoint: sub.endpoint, keys: sub.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(KEY);
        return true;
      },
    });
    let key: BufferSource | null = null;
    PushManager.prototype.subscribe = async function (options) {
      key = (options?.applicationServerKey as BufferSource | undefined) ?? null;
      sessionStorage.setItem(KEY, 'yes');
      return make(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return sessionStorage.getItem(KEY) ? (make(key) as unknown as PushSubscription) : null;
    };
  }, subscription);
}

const settingsSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Notifications' }) });

test('Settings says in words when the browser cannot subscribe', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['notifications']);
  const user = await chatUser(request, 'push-refused');
  await signIn(page, user.tokens);
  await page.goto('/settings');
  await workerReady(page);
  const section = settingsSection(page);
  await section.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(section.getByRole('alert')).toContainText(
    'This browser could not turn notifications on (Registration failed - permission denied). Private windows cannot receive notifications',
  );
  await expect(section.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
});

test('Settings turns this device on and off, lists the devices, removes one, keeps the lock-screen choice', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['notifications']);
  const user = await chatUser(request, 'push-settings');
  const phone = await request.post('/api/push/devices', {
    headers: {
      Authorization: `Bearer ${user.tokens.accessToken}`,
      'User-Agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    },
    data: service.subscribe(),
  });
  expect(phone.status()).toBe(201);
  const here = service.subscribe();
  await stubPushManager(page, here);
  await signIn(page, user.tokens);
  await page.goto('/settings');
  await workerReady(page);

  const section = settingsSection(page);
  await expect(section.getByText('Chrome on Android')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(section.getByText('Chrome on Windows (this device)')).toBeVisible();
  const turnOff = section.getByRole('button', { name: 'Turn off on this device' });
  await expect(turnOff).toBeVisible();

  await expect(section.getByRole('button', { name: 'Remove Chrome on Android' })).toBeVisible();
  // Labels, contrast and roles of the section with devices listed.
  await expectNoSeriousViolations(page);

  // The lock-screen choice, kept for the account.
  const lockScreen = section.getByRole('switch', { name: 'Show message text on the lock screen' });
  await expect(lockScreen).toHaveAttribute('aria-checked', 'true');
  await lockScreen.focus();
  await page.keyboard.press('Space');
  await expect(lockScreen).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByText('Notifications only say who wrote, never what.')).toBeVisible();
  await page.reload();
  await expect(lockScreen).toHaveAttribute('aria-checked', 'false');

  // The phone is turned off from here: gone from the list and from the server.
  await section.getByRole('button', { name: 'Remove Chrome on Android' }).click();
  await expect(section.getByText('Chrome on Android')).toHaveCount(0);
  const devices = async () => {
    const res = await request.get('/api/push/devices', {
      headers: { Authorization: `Bearer ${user.tokens.accessToken}` },
    });
    return ((await res.json()) as { items: PushDevice[] }).items.map((d) => d.device);
  };
  expect(await devices()).toEqual(['Chrome on Windows']);

  // And this device: the browser unsubscribes, the server forgets it.
  await turnOff.click();
  await expect(turnOff).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  expect(await devices()).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('push-stub-subscribed'))).toBeNull();
});
