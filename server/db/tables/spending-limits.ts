import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's own monthly spending limits (Settings → Spending): money on purchases and tokens on
 * replies and Angels, per calendar month (UTC). null: no limit. No row: no limits at all.
 * server/money/spending-limits.ts keeps the rules.
 */
export const spendingLimits = pgTable(
  'spending_limits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthlyTokens: integer('monthly_tokens'),
    monthlyMoneyMinor: integer('monthly_money_minor'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('spending_limits_tokens_check', sql`${t.monthlyTokens} > 0`),
    check('spending_limits_money_check', sql`${t.monthlyMoneyMinor} > 0`),
  ],
);
