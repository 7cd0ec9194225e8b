import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageStatus } from '../../contract/chats.ts';
import { messages } from './chats.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The versions of a reply (swipes): one row per `position`. The message row itself holds the
 * version shown (messages.alternative), so everything that reads the chat (history, memory,
 * the model) reads the chosen one without a join; the copy here at that position may be stale
 * until another version is chosen or written (server/chats/alternatives.ts keeps the rules).
 */
export const messageAlternatives = pgTable(
  'message_alternatives',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    error: text('error'),
    editedAt: at('edited_at'),
    originalText: text('original_text'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] })],
);

export type MessageAlternativeRow = typeof messageAlternatives.$inferSelect;
