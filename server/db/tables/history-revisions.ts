import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { chats } from './chats.ts';

/**
 * How many times a chat's shown history changed other than by a message added at its end (a
 * rewind, a restored branch, a delete, a clear, an undo, an edit, a hide by moderation).
 * A tab or device that missed the live hint compares it when it catches up: merging the
 * newest page cannot take away messages that left the chat. No row: never changed (0).
 * server/chats/history-revision.ts keeps the rules.
 */
export const historyRevisions = pgTable('history_revisions', {
  chatId: uuid('chat_id')
    .primaryKey()
    .references(() => chats.id, { onDelete: 'cascade' }),
  revision: integer('revision').notNull().default(0),
});
