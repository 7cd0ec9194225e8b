import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const ONE_TIME_TOKEN_KINDS = [
  'confirm-registration',
  'reset-password',
  'change-email',
] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** Single-use tokens mailed as links; stored hashed like refresh tokens. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** change-email: the address the account moves to once the link is opened. */
    newEmail: text('new_email'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId),
    check(
      'one_time_tokens_kind_check',
      sql`${t.kind} in ('confirm-registration', 'reset-password', 'change-email')`,
    ),
  ],
);
