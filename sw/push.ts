/**
 * Notifications (issue 31): `push` shows what the server sent (server/push/, the payload of
 * server/contract/push.ts): the Angel's name, portrait and first words, one per chat (`tag`:
 * a newer message replaces the shown one and alerts again). `notificationclick` opens the
 * conversation: an open window of the app is focused and goes there, else a new one opens.
 */
import {
  OPEN_ANSWER_MS,
  OPEN_FROM_NOTIFICATION,
  type NotificationData,
  type OpenFromNotification,
} from '../src/lib/pwa/push-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

/** The payload's fields, checked: it came over the network (encrypted, but still input). */
type Shown = { tag: string; title: string; body: string | null; icon: string | null; url: string };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Only paths of this app: a payload cannot send a tap elsewhere. */
function appPath(value: unknown): string {
  const raw = text(value);
  if (!raw?.startsWith('/') || raw.startsWith('//')) return '/';
  return raw;
}

function readPayload(event: PushEvent): Shown {
  let data: Record<string, unknown> = {};
  try {
    data = (event.data?.json() as Record<string, unknown> | null) ?? {};
  } catch {
    // Not JSON: still tell the user something arrived (a push must show a notification).
  }
  return {
    tag: text(data.tag) ?? 'angels',
    title: text(data.title) ?? 'Angels',
    body: text(data.body),
    icon: text(data.icon),
    url: appPath(data.url),
  };
}

self.addEventListener('push', (event) => {
  const shown = readPayload(event);
  const data: NotificationData = { url: shown.url };
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      // No words on the lock screen when the user chose so: who wrote, and that they did.
      body: shown.body ?? 'Sent you a message.',
      tag: shown.tag,
      // Still alert for a newer message that replaces the shown one.
      renotify: true,
      data,
      ...(shown.icon ? { icon: shown.icon } : {}),
      badge: '/icons/icon-192.png',
    } as NotificationOptions),
  );
});

/** Asks an open window to go to `url` itself; resolves false if it does not answer. */
function askToOpen(client: WindowClient, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), OPEN_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const message: OpenFromNotification = { type: OPEN_FROM_NOTIFICATION, url };
    client.postMessage(message, [channel.port2]);
  });
}

async function openConversation(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const mine = windows.filter((w) => new URL(w.url).origin === self.location.origin);
  // The window in view first, then the one used last (matchAll lists most recent first).
  const client = mine.find((w) => w.visibilityState === 'visible') ?? mine[0];
  if (!client) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await client.focus().catch(() => client);
  if (await askToOpen(focused, url)) return;
  // An app too old to answer, or busy: load the conversation in that window.
  await focused
    .navigate(new URL(url, self.location.origin).href)
    .catch(() => self.clients.openWindow(url));
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as Partial<NotificationData> | null;
  event.waitUntil(openConversation(appPath(data?.url)));
});
