import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chats } from './chats.ts';

/**
 * A rewind's hidden part: "Go back to here" on a message sets everything after it aside
 * (messages.branch_id names the branch), to come back to from the chat menu. `anchor_seq` is
 * the seq of the message the user went back to: the branch continues the chat from there.
 * server/chats/rewind.ts keeps the rules.
 */
export const chatBranches = pgTable(
  'chat_branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    anchorSeq: bigint('anchor_seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_branches_chat_idx').on(t.chatId, t.createdAt)],
);

export type ChatBranchRow = typeof chatBranches.$inferSelect;
