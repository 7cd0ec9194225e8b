/**
 * Deleting a message and clearing a chat: the messages are marked deleted (deleted_at, and
 * one deletion_id per action, so its undo restores exactly what it took), which takes them out
 * of every read of the chat (db/queries/shown.ts). The purge (./purge-deleted.ts) removes them
 * for good later, but never while an open moderation case holds the chat: the user's copy goes
 * at once, the case keeps its evidence (the agents' transcript shows it, marked deleted).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chats, messages, type ChatRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { lockChatWhenIdle, shownMessageOfChat } from './chat-lock.ts';
import { reviseHistory } from './history-revision.ts';
import { isUuid } from '../contract/ids.ts';

/** Deletes one message the chat shows (the user's or an Angel's reply). */
export async function deleteMessage(db: Db, chat: ChatRow, id: string) {
  return db.transaction(async (tx) => {
    await lockChatWhenIdle(tx, chat.id);
    const row = await shownMessageOfChat(tx, chat.id, id);
    const deletionId = randomUUID();
    await tx
      .update(messages)
      .set({ deletedAt: sql`now()`, deletionId })
      .where(eq(messages.id, row.id));
    await reviseHistory(tx, chat.id);
    return { deletionId, deleted: 1, fromSeq: row.seq };
  });
}

/**
 * Inside `tx`, once no reply is being written: marks every message of the chat not yet
 * deleted (its rewound branches' too) deleted under one new deletion id, for one undo.
 */
export async function deleteAllMessages(tx: Db, chatId: string) {
  await lockChatWhenIdle(tx, chatId);
  const deletionId = randomUUID();
  const rows = await tx
    .update(messages)
    .set({ deletedAt: sql`now()`, deletionId })
    .where(and(eq(messages.chatId, chatId), isNull(messages.deletedAt)))
    .returning({ id: messages.id });
  return { deletionId, rows };
}

/** Clears the chat: every message, its rewound branches' too, in one undoable deletion. */
export async function clearChat(db: Db, chat: ChatRow) {
  return db.transaction(async (tx) => {
    const { deletionId, rows } = await deleteAllMessages(tx, chat.id);
    if (rows.length === 0) return { deletionId: null, deleted: 0, fromSeq: 0 };
    await reviseHistory(tx, chat.id);
    await tx
      .update(chats)
      .set({ updatedAt: sql`now()` })
      .where(eq(chats.id, chat.id));
    return { deletionId, deleted: rows.length, fromSeq: 0 };
  });
}

/** Undoes one deletion of this chat, while its messages are still kept (before the purge). */
export async function undoDeletion(db: Db, chat: ChatRow, deletionId: string) {
  const gone = () => notFound('Nothing to undo: it was already undone, or is gone for good.');
  if (!isUuid(deletionId)) throw gone();
  return db.transaction(async (tx) => {
    await lockChatWhenIdle(tx, chat.id);
    const rows = await tx
      .update(messages)
      .set({ deletedAt: null, deletionId: null })
      .where(and(eq(messages.chatId, chat.id), eq(messages.deletionId, deletionId)))
      .returning({ seq: messages.seq });
    if (rows.length === 0) throw gone();
    await reviseHistory(tx, chat.id);
    await tx
      .update(chats)
      .set({ updatedAt: sql`now()` })
      .where(eq(chats.id, chat.id));
    return { restored: rows.length, fromSeq: Math.min(...rows.map((r) => r.seq)) };
  });
}
