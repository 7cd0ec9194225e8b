import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { chats, messages } from './chats.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Angels who write first (server/proactive): the user's side. `daily_cap` bounds the tokens
 * Angels spend on their own in a day of the user's `time_zone` (0: never); the zone is the
 * browser's, sent with each chat setting, and says when days and waking hours begin.
 */
export const proactivePrefs = pgTable(
  'proactive_prefs',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyCap: integer('daily_cap').notNull(),
    timeZone: text('time_zone'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('proactive_prefs_cap_check', sql`${t.dailyCap} >= 0`)],
);

/**
 * A one-to-one chat whose Angel may write first: how many a day, inside which waking hours
 * (minutes after local midnight; an end before the start runs past midnight). The scheduler
 * looks at a row again at `next_check_at`, holding it by a lease (`lease_owner`, until
 * `lease_until`) so one process handles it. `waking_day`/`day_count`: what was sent in the
 * current waking day; `last_message_id`: the latest message it wrote (an answer must follow it
 * before the next).
 */
export const proactiveChats = pgTable(
  'proactive_chats',
  {
    chatId: uuid('chat_id')
      .primaryKey()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    perDay: integer('per_day').notNull(),
    wakeStart: integer('wake_start').notNull(),
    wakeEnd: integer('wake_end').notNull(),
    wakingDay: text('waking_day'),
    dayCount: integer('day_count').notNull().default(0),
    lastMessageId: uuid('last_message_id'),
    lastSentAt: at('last_sent_at'),
    nextCheckAt: at('next_check_at').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The scheduler's scan: only chats that opted in, soonest first.
    index('proactive_chats_due_idx')
      .on(t.nextCheckAt)
      .where(sql`enabled`),
    index('proactive_chats_user_idx').on(t.userId),
    check('proactive_chats_per_day_check', sql`${t.perDay} between 1 and 24`),
    check(
      'proactive_chats_wake_check',
      sql`${t.wakeStart} between 0 and 1439 and ${t.wakeEnd} between 0 and 1439`,
    ),
  ],
);

/**
 * Each message an Angel wrote first: the spending cap sums what these still hold (a refunded
 * one holds nothing) over the user's `local_day`.
 */
export const proactiveSends = pgTable(
  'proactive_sends',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    localDay: text('local_day').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('proactive_sends_user_day_idx').on(t.userId, t.localDay)],
);

export type ProactiveChatRow = typeof proactiveChats.$inferSelect;
