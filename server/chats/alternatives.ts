/**
 * A reply's versions (swipes). The message row holds the version shown, number `alternative`
 * of `alternatives`, so the history, memory, the summary and the model read the chosen one
 * with no join; message_alternatives keeps every other version (its copy at the shown
 * position is refreshed whenever the row is about to change). Regenerate and an edit of the
 * user's message start a new version; choose swaps the row to a kept one. Moderation's hide
 * is on the message, so a hidden reply stays hidden whichever version is chosen.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Alternative, Message } from '../contract/chats.ts';
import { CHAT_ERROR_CODES, MAX_ALTERNATIVES } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { messageAlternatives, messages, type MessageAlternativeRow } from '../db/schema.ts';
import type { MessageRow } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { presentMessage } from './present.ts';

/** The message, locked for the rest of the transaction (a version change is one at a time). */
export async function lockMessage(tx: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
  return row;
}

/** Keeps the version shown at its position before the row changes. */
export async function keepShown(tx: Db, row: MessageRow): Promise<void> {
  const version = {
    text: row.text,
    status: row.status,
    error: row.error,
    editedAt: row.editedAt,
    originalText: row.originalText,
  };
  await tx
    .insert(messageAlternatives)
    .values({ messageId: row.id, position: row.alternative, ...version })
    .onConflictDoUpdate({
      target: [messageAlternatives.messageId, messageAlternatives.position],
      set: version,
    });
}

/**
 * Where a new version of `row` goes: after the others, or in place of the one shown when it
 * holds nothing (a failed attempt without words: keeping it would only pad the list).
 */
export function newVersionSlot(row: MessageRow): { alternative: number; alternatives: number } {
  if (row.status === 'FAILED' && row.text === '') {
    return { alternative: row.alternative, alternatives: row.alternatives };
  }
  if (row.alternatives >= MAX_ALTERNATIVES) {
    throw conflict(
      CHAT_ERROR_CODES.alternativesFull,
      `This reply has ${MAX_ALTERNATIVES} versions already: choose one of them.`,
    );
  }
  return { alternative: row.alternatives, alternatives: row.alternatives + 1 };
}

/** The row's columns for a new version being written (no words yet, nothing edited). */
export function freshVersion(row: MessageRow) {
  return {
    ...newVersionSlot(row),
    text: '',
    error: null,
    editedAt: null,
    originalText: null,
    continuedFrom: null,
    attempt: sql`${messages.attempt} + 1`,
    updatedAt: sql`now()`,
  };
}

/** Shows version `position` (kept in message_alternatives); the row must be locked. */
export async function showVersion(
  tx: Db,
  row: MessageRow,
  position: number,
): Promise<MessageRow | undefined> {
  const [version] = await tx
    .select()
    .from(messageAlternatives)
    .where(
      and(eq(messageAlternatives.messageId, row.id), eq(messageAlternatives.position, position)),
    );
  if (!version || position >= row.alternatives) return undefined;
  await keepShown(tx, row);
  const [shown] = await tx
    .update(messages)
    .set({
      text: version.text,
      status: version.status,
      error: version.error,
      editedAt: version.editedAt,
      originalText: version.originalText,
      alternative: position,
      updatedAt: sql`now()`,
    })
    .where(eq(messages.id, row.id))
    .returning();
  return shown;
}

/** The kept versions of those rows that have several, by message id, in position order. */
export async function keptVersions(
  db: Db,
  rows: MessageRow[],
): Promise<Map<string, MessageAlternativeRow[]>> {
  const ids = rows.filter((row) => row.alternatives > 1).map((row) => row.id);
  const out = new Map<string, MessageAlternativeRow[]>();
  if (ids.length === 0) return out;
  const kept = await db
    .select()
    .from(messageAlternatives)
    .where(inArray(messageAlternatives.messageId, ids))
    .orderBy(messageAlternatives.position);
  for (const version of kept) {
    const list = out.get(version.messageId) ?? [];
    list.push(version);
    out.set(version.messageId, list);
  }
  return out;
}

/** The texts of the reply's other versions (a new one must differ from each). */
export async function otherVersionTexts(db: Db, row: MessageRow): Promise<string[]> {
  if (row.alternatives <= 1) return [];
  const kept = (await keptVersions(db, [row])).get(row.id) ?? [];
  return kept
    .filter((v) => v.position !== row.alternative && v.position < row.alternatives)
    .map((v) => v.text)
    .filter((text) => text !== '');
}

/** Two versions say the same when their words are the same (spacing aside). */
export function sameWords(a: string, b: string): boolean {
  const words = (text: string) => text.trim().split(/\s+/).join(' ');
  return words(a) === words(b);
}

type Versioned = Pick<MessageAlternativeRow, 'text' | 'status' | 'error' | 'editedAt'>;

/**
 * The message as its owner sees it, with its versions and edit mark. A hidden message shows
 * no words in any version, and no original. `reveal`: as agents read it, every word.
 */
export function presentSteered(
  row: MessageRow,
  kept: MessageAlternativeRow[] | undefined,
  chatHash: string,
  { reveal = false }: { reveal?: boolean } = {},
): Message {
  const message = presentMessage(row, chatHash);
  const hidden = row.hiddenAt !== null && !reveal;
  const edited =
    row.editedAt && !hidden ? { edited: true as const, originalText: row.originalText ?? '' } : {};
  if (row.alternatives <= 1) return { ...message, ...edited };
  const byPosition = new Map((kept ?? []).map((v) => [v.position, v]));
  const version = (v: Versioned | undefined): Alternative => ({
    text: v && !hidden ? v.text : '',
    status: v?.status ?? 'FAILED',
    error: v?.error ?? null,
    ...(v?.editedAt && !hidden ? { edited: true as const } : {}),
  });
  const alternatives = Array.from({ length: row.alternatives }, (_, position) =>
    version(position === row.alternative ? row : byPosition.get(position)),
  );
  return { ...message, ...edited, alternatives, alternative: row.alternative };
}

/** Several messages presented at once: one statement for all their versions. */
export async function presentAllSteered(
  db: Db,
  rows: MessageRow[],
  chatHash: string,
): Promise<Message[]> {
  const kept = await keptVersions(db, rows);
  return rows.map((row) => presentSteered(row, kept.get(row.id), chatHash));
}

/** One message presented with its versions. */
export async function presentOneSteered(
  db: Db,
  row: MessageRow,
  chatHash: string,
): Promise<Message> {
  const [message] = await presentAllSteered(db, [row], chatHash);
  return message ?? presentMessage(row, chatHash);
}
