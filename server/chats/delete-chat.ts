/**
 * Deleting a whole chat (issue 29 item 5): the chat is marked deleted (deleted_at, and one
 * deletion_id that its messages carry too), which takes it out of every read of its user (the
 * list, ownChat, the export). Its undo brings back the chat and exactly the messages it took;
 * what the user had deleted before stays deleted under its own id. The purge
 * (./purge-deleted.ts) removes the chat for good after DELETED_KEPT_HOURS, never while an open
 * moderation case holds it: the user's copy goes at once, the case keeps its evidence.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { CHAT_ERROR_CODES } from '../contract/constants.ts';
import { isUuid } from '../contract/ids.ts';
import type { Db } from '../db/client.ts';
import { shownChat } from '../db/queries/shown.ts';
import { chats, messages, type ChatRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { lockChatWhenIdle } from './chat-lock.ts';
import { deleteAllMessages } from './deletions.ts';

/** Deletes the chat and every message it still shows or keeps aside, in one undoable step. */
export async function deleteChat(db: Db, chat: ChatRow) {
  return db.transaction(async (tx) => {
    const { deletionId, rows } = await deleteAllMessages(tx, chat.id);
    const [gone] = await tx
      .update(chats)
      .set({ deletedAt: sql`now()`, deletionId })
      // Two tabs deleting at once: the second finds it gone, like any deleted chat.
      .where(and(eq(chats.id, chat.id), shownChat()))
      .returning({ id: chats.id });
    if (!gone) throw notFound('This chat does not exist or is not yours.');
    return { deletionId, deleted: rows.length };
  });
}

const reopened = () =>
  conflict(
    CHAT_ERROR_CODES.chatReopened,
    'You have started a new chat with this Angel since. Delete that chat first to bring this one back.',
  );

/** PostgreSQL's unique_violation, as either driver reports it (drizzle wraps the cause). */
function isUniqueViolation(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null | undefined)?.code,
  );
  return codes.includes('23505');
}

/**
 * Undoes the deletion of a chat (while it is kept, before the purge). A one-to-one chat comes
 * back only while no new chat with its Angel was opened since (409 CHAT_REOPENED, readable):
 * merging two conversations would reorder what each Angel remembers of them.
 */
export async function undoChatDeletion(db: Db, chat: ChatRow, deletionId: string) {
  const gone = () => notFound('Nothing to undo: it was already undone, or is gone for good.');
  if (!isUuid(deletionId) || chat.deletionId !== deletionId) throw gone();
  try {
    return await db.transaction(async (tx) => {
      await lockChatWhenIdle(tx, chat.id);
      if (chat.type === 'ONE' && chat.oneAvatarId !== null) {
        const [other] = await tx
          .select({ id: chats.id })
          .from(chats)
          .where(
            and(
              eq(chats.userId, chat.userId),
              eq(chats.oneAvatarId, chat.oneAvatarId),
              eq(chats.type, 'ONE'),
              shownChat(),
              ne(chats.id, chat.id),
            ),
          );
        if (other) throw reopened();
      }
      const [back] = await tx
        .update(chats)
        .set({ deletedAt: null, deletionId: null, updatedAt: sql`now()` })
        .where(and(eq(chats.id, chat.id), eq(chats.deletionId, deletionId)))
        .returning({ id: chats.id });
      if (!back) throw gone();
      const rows = await tx
        .update(messages)
        .set({ deletedAt: null, deletionId: null })
        .where(and(eq(messages.chatId, chat.id), eq(messages.deletionId, deletionId)))
        .returning({ id: messages.id });
      return { restored: rows.length };
    });
  } catch (error) {
    // A new chat with the Angel opened between the check and the update: the index decides.
    if (isUniqueViolation(error)) throw reopened();
    throw error;
  }
}
