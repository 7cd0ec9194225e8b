import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReplyRatingReason, ReplyRatingValue } from '../../contract/rating-reasons.ts';
import { avatars } from './avatars.ts';
import { messages } from './chats.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's thumbs up or down on an Angel's reply (its chat's owner rates it): one per version
 * of the reply (`alternative`, messages.alternative when rated), so each swipe keeps its own
 * and a version written anew starts unrated. Goes with the reply, and with the account.
 */
export const replyRatings = pgTable(
  'reply_ratings',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    alternative: integer('alternative').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    avatarId: integer('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    value: text('value').$type<ReplyRatingValue>().notNull(),
    reason: text('reason').$type<ReplyRatingReason>(),
    note: text('note'),
    // In the Angel's counts: false for a reply an agent wrote as the Angel (not the Angel's work).
    counted: boolean('counted').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.alternative] }),
    // The export and the account's deletion find a user's ratings by it.
    index('reply_ratings_user_idx').on(t.userId),
    check('reply_ratings_value_check', sql`${t.value} in ('up', 'down')`),
    check('reply_ratings_reason_check', sql`${t.reason} is null or ${t.value} = 'down'`),
  ],
);

/**
 * The agents' view of an Angel's reply quality, kept as counters beside the ratings and changed
 * in the same transaction: one row per Angel, value and reason ('' for none). Reading it costs
 * a handful of rows however many ratings there are, and the counts hold no one's identity, so
 * they stay when a rating's account or chat is deleted (the Angel was judged all the same).
 */
export const replyRatingCounts = pgTable(
  'reply_rating_counts',
  {
    avatarId: integer('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    value: text('value').$type<ReplyRatingValue>().notNull(),
    reason: text('reason').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.avatarId, t.value, t.reason] }),
    check('reply_rating_counts_count_check', sql`${t.count} >= 0`),
  ],
);

export type ReplyRatingRow = typeof replyRatings.$inferSelect;
