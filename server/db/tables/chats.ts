import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChatType, MessageStatus } from '../../contract/chats.ts';
import { avatars } from './avatars.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Chats. `chat_hash` is the only address a client ever sees (128 random bits), so ids cannot be
 * enumerated. `rotation` counts the group's turns: the next speaker is the avatar at position
 * rotation mod size.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatHash: text('chat_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ChatType>().notNull(),
    // ONE chats only: the avatar, so "one chat per user and avatar" is a plain unique index.
    oneAvatarId: integer('one_avatar_id').references(() => avatars.id),
    rotation: integer('rotation').notNull().default(0),
    lastReadAt: at('last_read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    // Last activity: the chat list is ordered by it.
    updatedAt: at('updated_at').notNull().defaultNow(),
    // Deleted by the user (server/chats/delete-chat.ts): gone from every read of theirs, still
    // undoable (deletion_id, which its messages carry too) until the purge removes the row.
    deletedAt: at('deleted_at'),
    deletionId: uuid('deletion_id'),
  },
  (t) => [
    // A deleted chat does not count: opening that Angel again starts a fresh one.
    uniqueIndex('chats_one_per_avatar')
      .on(t.userId, t.oneAvatarId)
      .where(sql`type = 'ONE' and deleted_at is null`),
    index('chats_user_updated_idx').on(t.userId, t.updatedAt),
    // The purge looks only at deleted chats.
    index('chats_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
    check('chats_type_check', sql`${t.type} in ('ONE', 'GROUP')`),
    check('chats_one_avatar_check', sql`(${t.type} = 'ONE') = (${t.oneAvatarId} is not null)`),
  ],
);

/** The avatars of a chat, in their fixed seating order (rotation walks it). */
export const chatAvatars = pgTable(
  'chat_avatars',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    avatarId: integer('avatar_id')
      .notNull()
      .references(() => avatars.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.position] }),
    unique('chat_avatars_once').on(t.chatId, t.avatarId),
  ],
);

/**
 * Messages and replies. `id` is the client's uuid for user messages (the idempotency key: a
 * repeat hits the primary key) and a server uuid for replies. `seq` is a database-wide
 * monotonic number: history pages walk the (chat_id, seq) index, so paging stays one index
 * range scan however long a chat grows. `charged` is the tokens the reply still holds;
 * refunding sets it to 0 in the same statement, so a reply can never be refunded twice.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    avatarId: integer('avatar_id').references(() => avatars.id),
    text: text('text').notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    replyTo: uuid('reply_to'),
    error: text('error'),
    charged: integer('charged').notNull().default(0),
    // Moderation: hidden from the user ("removed by moderation"), the text kept for agents.
    hiddenAt: at('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    // A reply an agent wrote as the Angel; the user is not told, the console and audit are.
    writtenBy: uuid('written_by').references(() => users.id, { onDelete: 'set null' }),
    // A reply being written: which process writes it, and until when, renewed while it writes
    // (chats/reply-jobs.ts). Recovery takes only replies whose lease has run out.
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    // Handed over by a writer that shut down (a deploy): the next writer continues its text
    // where it stopped. Cleared when a writer takes it.
    releasedAt: at('released_at'),
    // Which attempt at this reply (regenerate counts up): an engine's words are the same for
    // the same attempt, so a writer that takes a reply over continues the same reply.
    attempt: integer('attempt').notNull().default(0),
    // Alternatives (swipes, server/chats/alternatives.ts): this row holds the version shown,
    // number `alternative` of `alternatives`; the others are kept in message_alternatives.
    alternative: integer('alternative').notNull().default(0),
    alternatives: integer('alternatives').notNull().default(1),
    // Edited by the user (server/chats/edit-message.ts): the text before the first edit.
    editedAt: at('edited_at'),
    originalText: text('original_text'),
    // A "continue" being written: the length of the text it goes on from (chats/continue-reply.ts).
    continuedFrom: integer('continued_from'),
    // The client's id of the last edit applied (its idempotency key): a retried edit whose
    // answer was lost answers again instead of editing (and charging) twice.
    editId: uuid('edit_id'),
    // Set aside by the user, never shown nor given to a model (server/chats/shown.ts): a
    // rewind's branch (chat_branches; no foreign key, a branch row goes only with its chat),
    // or a deletion the user can still undo (deletion_id: the one delete or clear it was).
    branchId: uuid('branch_id'),
    deletedAt: at('deleted_at'),
    deletionId: uuid('deletion_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_chat_seq_idx').on(t.chatId, t.seq),
    index('messages_reply_to_idx').on(t.replyTo),
    // Account deletion sets these to null: indexed so it does not scan every message.
    index('messages_hidden_by_idx')
      .on(t.hiddenBy)
      .where(sql`hidden_by is not null`),
    index('messages_written_by_idx')
      .on(t.writtenBy)
      .where(sql`written_by is not null`),
    // Start-up recovery and "is a reply running in this chat" look only at open replies.
    index('messages_open_idx')
      .on(t.chatId)
      .where(sql`status in ('QUEUED', 'STREAMING')`),
    index('messages_branch_idx')
      .on(t.branchId)
      .where(sql`branch_id is not null`),
    index('messages_deletion_idx')
      .on(t.deletionId)
      .where(sql`deletion_id is not null`),
    check(
      'messages_status_check',
      sql`${t.status} in ('SENT', 'QUEUED', 'STREAMING', 'COMPLETE', 'STOPPED', 'FAILED')`,
    ),
    check('messages_charged_check', sql`${t.charged} >= 0`),
  ],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatAvatarRow = typeof chatAvatars.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
