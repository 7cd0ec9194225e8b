import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A device that receives Web Push notifications (server/push/). `endpoint` is the browser's
 * push-service URL (a capability: whoever holds it may post to this device), unique, so
 * subscribing again from the same browser updates the row instead of adding one. `session_family`
 * is the refresh-token family of the login that subscribed: logging out there removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    device: text('device').notNull(),
    sessionFamily: uuid('session_family'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastDeliveredAt: at('last_delivered_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
    index('push_subscriptions_family_idx')
      .on(t.sessionFamily)
      .where(sql`session_family is not null`),
  ],
);

/** A user's notification choices (absent: the defaults of server/push/preferences.ts). */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lockScreenText: boolean('lock_screen_text').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Tabs of a user that are in view, as they report it (server/push/presence.ts): a row lives
 * until `visible_until` unless the tab reports again. In the database so every process sees
 * every tab, whichever process its reports reached.
 */
export const pushPresence = pgTable(
  'push_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tabId: uuid('tab_id').notNull(),
    visibleUntil: at('visible_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tabId] })],
);

/**
 * Notifications waiting to be sent (server/push/push-jobs.ts), one per device and tag (a
 * chat): a newer one for the same chat replaces the waiting one's payload and counts `version`
 * up, so the sender that held the older one leaves the row for the next run. Sent ones go.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    payload: jsonb('payload').notNull(),
    version: integer('version').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    dueAt: at('due_at').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_deliveries_tag_idx').on(t.subscriptionId, t.tag),
    index('push_deliveries_due_idx').on(t.dueAt),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;
