/**
 * The one way anything asks for a notification (issue 31): a reply that finished (every reply,
 * the Angel's own first words too, finishes in chats/reply-finish.ts), an agent writing as the
 * Angel, a moderation notice. `notifyUser` never throws and never delays its caller: a
 * notification is a courtesy, the message is already stored.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PUSH_FIRST_WORDS_MAX } from '../contract/push.ts';
import type { Db } from '../db/client.ts';
import { avatars, chats, messages } from '../db/schema.ts';
import { shownChat } from '../db/queries/shown.ts';
import { preferencesOf } from './preferences.ts';
import { hasVisibleTab } from './presence.ts';

export type PushEvent =
  /** A message of an Angel (a finished reply, an agent's words as the Angel). */
  | { kind: 'message'; messageId: string }
  /** A warning or suspension the user is told about (Settings → Account status). */
  | { kind: 'account'; userId: string };

/** What a delivery row holds; the sender adds what depends on the app (portrait URL, name). */
export type StoredPayload = {
  kind: PushEvent['kind'];
  tag: string;
  /** The Angel's name; null for a notice (the sender uses the app's name). */
  title: string | null;
  body: string | null;
  avatarId: number | null;
  url: string;
  chatHash: string | null;
};

/** This process's sender for a database: told when there is work, and waited for by tests. */
export type PushWorker = {
  kick(): void;
  track(work: Promise<unknown>): void;
  log(message: string, error?: unknown): void;
};

const workers = new WeakMap<Db, PushWorker>();

/** The app's sender registers itself (push-jobs.ts); the newest app on a database wins. */
export function registerPushWorker(db: Db, worker: PushWorker): void {
  workers.set(db, worker);
}

export const currentPushWorker = (db: Db) => workers.get(db);

/** The first words of a reply, cut at a word, for a lock screen. */
export function firstWords(text: string, max = PUSH_FIRST_WORDS_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

async function messagePush(
  db: Db,
  messageId: string,
): Promise<{ userId: string; payload: StoredPayload } | null> {
  const [row] = await db
    .select({
      userId: chats.userId,
      chatHash: chats.chatHash,
      type: chats.type,
      text: messages.text,
      status: messages.status,
      avatarId: avatars.id,
      name: avatars.name,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(avatars, eq(avatars.id, messages.avatarId))
    .where(and(eq(messages.id, messageId), shownChat(), isNull(messages.hiddenAt)));
  if (!row || row.status !== 'COMPLETE' || !row.text.trim()) return null;
  const { lockScreenText } = await preferencesOf(db, row.userId);
  const url = row.type === 'GROUP' ? `/chat/group/${row.chatHash}` : `/chat/${row.chatHash}`;
  return {
    userId: row.userId,
    payload: {
      kind: 'message',
      tag: `chat:${row.chatHash}`,
      title: row.name,
      body: lockScreenText ? firstWords(row.text) : null,
      avatarId: row.avatarId,
      url,
      chatHash: row.chatHash,
    },
  };
}

const accountPush = (userId: string): { userId: string; payload: StoredPayload } => ({
  userId,
  payload: {
    kind: 'account',
    tag: 'account',
    title: null,
    body: null,
    avatarId: null,
    url: '/settings/account-status',
    chatHash: null,
  },
});

/**
 * Queues the event's notification for each device of its user, unless a tab of theirs is in
 * view (they see it there). A waiting notification with the same tag (the same chat) is
 * replaced, so a device offline for a while gets the chat's newest, once; one waiting for a
 * retry keeps its time (the service asked to wait). Returns how many devices it queued for.
 */
export async function queueNotification(db: Db, event: PushEvent): Promise<number> {
  const push =
    event.kind === 'message' ? await messagePush(db, event.messageId) : accountPush(event.userId);
  if (!push) return 0;
  if (await hasVisibleTab(db, push.userId)) return 0;
  const payload = JSON.stringify(push.payload);
  const queued = await db.execute(sql`
    insert into push_deliveries (subscription_id, tag, payload)
    select id, ${push.payload.tag}, ${payload}::jsonb from push_subscriptions
    where user_id = ${push.userId}
    on conflict (subscription_id, tag) do update set payload = excluded.payload,
      version = push_deliveries.version + 1, attempts = 0,
      due_at = greatest(push_deliveries.due_at, now())
    returning id`);
  const count = Array.isArray(queued)
    ? queued.length
    : ((queued as { rows?: unknown[] }).rows?.length ?? 0);
  if (count > 0) workers.get(db)?.kick();
  return count;
}

/** Every trigger calls this: queues in the background; failures are logged, never thrown. */
export function notifyUser(db: Db, event: PushEvent): void {
  const worker = workers.get(db);
  const work = queueNotification(db, event).catch((error: unknown) => {
    if (worker) worker.log('Queueing a push notification failed', error);
    else console.error('Queueing a push notification failed', error);
  });
  worker?.track(work);
}
