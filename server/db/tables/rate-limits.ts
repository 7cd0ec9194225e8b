import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The attempt counters of the rate limits (http/rate-limit.ts), kept in the database so every
 * process on it counts together. A row is one fixed window; its key is a hash of the route,
 * the address and the account, so no address or email is stored. Windows that are over are
 * swept now and then.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_reset_idx').on(t.resetAt)],
);
