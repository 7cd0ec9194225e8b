import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FactAuthor, FactKind } from '../../contract/memory-constants.ts';
import { avatars } from './avatars.ts';
import { chats, messages } from './chats.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What an Angel knows about a user (server/memory). Per user and Angel: its one-to-one chat
 * and every group it sits in share them, and they go with the account or the Angel (cascade).
 * `search` is the text's full-text vector, kept by the database, for recall's ranking (GIN).
 * `client_id` is the key of a fact the user added (an add sent twice from the outbox adds
 * one). The same text twice for one Angel is one fact.
 */
export const memoryFacts = pgTable(
  'memory_facts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: uuid('client_id').unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    avatarId: integer('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FactKind>().notNull(),
    text: text('text').notNull(),
    author: text('author').$type<FactAuthor>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    // The message it was learned from: a learned fact counts only while it is shown, and the
    // purge takes it with its message (memory/shown-facts.ts). Null: the user's own, or
    // learned from a message that no longer exists.
    sourceMessageId: uuid('source_message_id').references(() => messages.id, {
      onDelete: 'set null',
    }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', text)`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('memory_facts_once').on(t.userId, t.avatarId, t.text),
    index('memory_facts_owner_idx').on(t.userId, t.avatarId, t.createdAt),
    index('memory_facts_search_idx').using('gin', t.search),
    index('memory_facts_source_idx')
      .on(t.sourceMessageId)
      .where(sql`source_message_id is not null`),
    check(
      'memory_facts_kind_check',
      sql`${t.kind} in ('name', 'person', 'work', 'place', 'like', 'dislike', 'plan', 'remember', 'other')`,
    ),
    check('memory_facts_author_check', sql`${t.author} in ('learned', 'user')`),
  ],
);

/** Which facts a reply drew on (the "memory mark" under it). */
export const memoryUses = pgTable(
  'memory_uses',
  {
    replyId: uuid('reply_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    factId: integer('fact_id')
      .notNull()
      .references(() => memoryFacts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.replyId, t.factId] }),
    index('memory_uses_fact_idx').on(t.factId),
  ],
);

/**
 * Per chat: the story so far (a summary of the messages that left the history window, up to
 * `summarised_through`, a message seq) and how far the rules and the model have learned.
 */
export const chatMemory = pgTable('chat_memory', {
  chatId: uuid('chat_id')
    .primaryKey()
    .references(() => chats.id, { onDelete: 'cascade' }),
  summary: text('summary'),
  summarisedThrough: bigint('summarised_through', { mode: 'number' }).notNull().default(0),
  learnedThrough: bigint('learned_through', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Memory work waiting to be done, one row per kind and chat (a request while one waits or
 * runs moves `requested_at`: the run that ends sees it and leaves the row for another run).
 * A process holds a row by its lease while it works, like replies: one process does each.
 */
export const memoryJobs = pgTable(
  'memory_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'learn' | 'summarise'>().notNull(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    requestedAt: at('requested_at').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    unique('memory_jobs_once').on(t.kind, t.chatId),
    index('memory_jobs_chat_idx').on(t.chatId),
    check('memory_jobs_kind_check', sql`${t.kind} in ('learn', 'summarise')`),
  ],
);

export type MemoryFactRow = typeof memoryFacts.$inferSelect;
