import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every Stripe webhook event acted on, by Stripe's event id: the row is written in the same
 * transaction as what the event changed, so a delivery that is retried, replayed or sent twice
 * at once is applied exactly once (the second insert finds the id and changes nothing).
 * `outcome` says, in words for whoever reads the table, what the event did.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The order the event was about, when it named one we know. */
    orderId: uuid('order_id'),
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('stripe_events_order_idx').on(t.orderId)],
);

/**
 * A Stripe subscription and whose premium it pays for: renewals (invoice.paid) and cancel at
 * period end, in both directions, find the user or the Stripe subscription through it.
 */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    /** Stripe's id, `sub_…`. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order whose checkout started it: its plan, price and currency renew. */
    orderId: uuid('order_id').notNull(),
    /** Stripe's status as last reported (`active`, `past_due`, `canceled`…). */
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('stripe_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export type StripeSubscriptionRow = typeof stripeSubscriptions.$inferSelect;
