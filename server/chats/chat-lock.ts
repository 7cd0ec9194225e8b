import { and, eq, inArray } from 'drizzle-orm';
import { CHAT_ERROR_CODES } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { OPEN_STATUSES } from '../db/queries/messages.ts';
import { shownMessage } from '../db/queries/shown.ts';
import { chats, messages, type MessageRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { isUuid } from '../contract/ids.ts';

/**
 * For a change to what the chat shows (rewind, delete, clear): the chat's row is held until
 * the change commits, so two of them (two tabs, an outbox replay) apply one after the other,
 * and none starts while a reply is being written: its words would land in a chat that has
 * moved on (409 REPLY_IN_PROGRESS, readable).
 */
export async function lockChatWhenIdle(tx: Db, chatId: string): Promise<void> {
  await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, chatId)).for('update');
  const [open] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), inArray(messages.status, [...OPEN_STATUSES])))
    .limit(1);
  if (open) {
    throw conflict(
      CHAT_ERROR_CODES.replyInProgress,
      'A reply is still being written: stop it or wait for it to finish first.',
    );
  }
}

/** A message the chat shows (not rewound, not deleted); anything else is not here (404). */
export async function shownMessageOfChat(tx: Db, chatId: string, id: string): Promise<MessageRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.chatId, chatId), shownMessage()))
    : [];
  if (!row) throw notFound('This chat shows no message with this id.');
  return row;
}
