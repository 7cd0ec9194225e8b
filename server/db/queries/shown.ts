import { and, isNull, sql } from 'drizzle-orm';
import { chats, messages } from '../schema.ts';

/**
 * The chat as its owner sees it: messages neither set aside by a rewind (a branch) nor
 * deleted by the user. Everything that reads a chat for the user or for a model (the history
 * pages, the list's last message, the prompt's history, memory, the summary) reads through
 * this, so "the history the model sees is the chat as shown" holds in one place. Agents'
 * transcript and nothing else reads past it (a case keeps its evidence).
 */
export const shownMessage = () => and(isNull(messages.branchId), isNull(messages.deletedAt));

/** The same, for raw SQL over `messages` (memory's queries). */
export const shownMessageSql = sql`branch_id is null and deleted_at is null`;

/**
 * The user's chats as they see them: not one they deleted (server/chats/delete-chat.ts). Every
 * read of chats for their owner goes through this (the list and its counts, the one chat per
 * Angel, the quota, an Angel's chats, the export, memory marks). Past it read only the
 * deletion's undo, the purge, deleting an Angel or the account (which take deleted chats too),
 * and agents (a case keeps its evidence).
 */
export const shownChat = () => isNull(chats.deletedAt);
