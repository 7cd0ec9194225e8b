import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Group } from '../../contract/auth.ts';
import type { PortraitOptions } from '../../contract/portrait-options.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Accounts. Emails are stored lower-cased (the contract normalises them) so unique means unique. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    // Mirrors the subscription's current period end (same transaction): premium is
    // `premium_until > now()`, readable on every request without a join.
    premiumUntil: at('premium_until'),
    tokens: integer('tokens').notNull().default(0),
    warningCounter: integer('warning_counter').notNull().default(0),
    groups: text('groups')
      .array()
      .$type<Group[]>()
      .notNull()
      .default(sql`'{USER}'::text[]`),
    // The personal avatar: both set (the welcome modal) or both null.
    avatarName: text('avatar_name'),
    avatarPortraitKey: text('avatar_portrait_key'),
    // A portrait of the user's own design (the premium generator); when set it replaces the
    // stock portrait, and picking a stock portrait clears it.
    avatarPortrait: jsonb('avatar_portrait').$type<PortraitOptions>(),
    // "How your Angels see you": a short description of the user every model prompt carries.
    avatarPersona: text('avatar_persona'),
    confirmedAt: at('confirmed_at'),
    suspendedUntil: at('suspended_until'),
    // Set when a suspension closed the account (the ladder's last step); lifting clears it.
    closedAt: at('closed_at'),
    // Why, in the words of the sanction's statement: the suspension modal shows it, since a
    // suspended account can call nothing else to ask.
    suspensionReason: text('suspension_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A balance never goes negative, whatever a buggy spender does.
    check('users_tokens_check', sql`${t.tokens} >= 0`),
    check('users_warning_counter_check', sql`${t.warningCounter} >= 0`),
    // The admin area (later) lists suspended accounts.
    index('users_suspended_until_idx').on(t.suspendedUntil),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * The Angel creator's draft of a logged-in user, so it follows them to another device. One
 * per user; the client decides which of two drafts is newer by `savedAt`.
 */
export const generatorStates = pgTable('generator_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
  savedAt: at('saved_at').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
