/**
 * Which messages can be steered, and when (issue 29). A version is chosen, and a reply goes
 * on, only in the chat's latest turn: what follows a reply was written to the version shown.
 * Nothing is changed while a reply of the chat is being written, nor once moderation has
 * hidden it: its decision stands in every version.
 */
import { CHAT_ERROR_CODES } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { lastMessage, nextOpenReply } from '../db/queries/messages.ts';
import type { MessageRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { lockMessage, showVersion } from './alternatives.ts';
import { messageOfChat } from './reply-actions.ts';

const OPEN: ReadonlySet<string> = new Set(['QUEUED', 'STREAMING']);

export const inProgress = () =>
  conflict(
    CHAT_ERROR_CODES.replyInProgress,
    'A reply is still being written: stop it or wait for it to finish first.',
  );

export const notSteerable = (message: string) => conflict(CHAT_ERROR_CODES.notSteerable, message);

/**
 * The row may change now: not being written, not hidden by moderation. `what` names the
 * action in the refusal ("edited", "changed").
 */
export function requireSettled(row: MessageRow, what: string): void {
  if (OPEN.has(row.status)) throw inProgress();
  if (row.hiddenAt) throw notSteerable(`A message removed by moderation cannot be ${what}.`);
}

/**
 * The message belongs to the chat's latest turn: it is the last message, or an Angel's answer
 * to the same message as the last one (a group's turn has one reply per Angel; a new group's
 * greetings answer nothing).
 */
export async function isLatestTurn(db: Db, row: MessageRow): Promise<boolean> {
  const last = await lastMessage(db, row.chatId);
  if (!last) return false;
  if (last.id === row.id) return true;
  return row.avatarId !== null && last.avatarId !== null && last.replyTo === row.replyTo;
}

/** No reply of the chat is being written (a change now would race its history). */
export async function requireQuiet(db: Db, chatId: string): Promise<void> {
  if (await nextOpenReply(db, chatId)) throw inProgress();
}

/** Shows version `alternative` of an Angel's message in the latest turn; it counts from now. */
export async function chooseAlternative(
  db: Db,
  { chat }: ChatWithSeats,
  id: string,
  alternative: number,
): Promise<MessageRow> {
  const row = await messageOfChat(db, chat.id, id);
  if (row.avatarId === null) throw notSteerable('Only an Angel’s reply has versions to choose.');
  if (alternative >= row.alternatives) {
    throw notFound(
      `This reply has ${row.alternatives} version(s); there is no number ${alternative + 1}.`,
    );
  }
  if (!(await isLatestTurn(db, row))) {
    throw notSteerable('Only a reply of the latest turn can be changed: later messages follow it.');
  }
  return db.transaction(async (tx) => {
    const locked = await lockMessage(tx, row.id);
    if (!locked) throw notFound('This chat has no message with this id.');
    requireSettled(locked, 'changed');
    if (locked.alternative === alternative) return locked;
    const shown = await showVersion(tx, locked, alternative);
    if (!shown) throw notFound(`This reply has no version number ${alternative + 1}.`);
    return shown;
  });
}
