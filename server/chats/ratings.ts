/**
 * Rating a reply: its chat's owner gives a finished Angel reply a thumbs up or down (a reason
 * and a note optional), changes it or takes it back. Each change moves the Angel's counters in
 * the same transaction as the rating itself, so the agents' counts never disagree with what
 * users gave. The counters are history: a reply, chat or account deleted later takes its
 * ratings with it (they are the user's), while the counts stay (they name no one).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  RATING_ERROR_CODES,
  type ReplyRating,
  type ReplyRatingReason,
  type ReplyRatingValue,
} from '../contract/ratings.ts';
import type { Db } from '../db/client.ts';
import {
  messageAlternatives,
  messages,
  replyRatingCounts,
  replyRatings,
  type MessageRow,
  type ReplyRatingRow,
} from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';

export type RatingInput = {
  value: ReplyRatingValue;
  /** The version rated (the one on screen when the user rated); default: the one shown. */
  alternative?: number | undefined;
  reason?: ReplyRatingReason | null | undefined;
  note?: string | null | undefined;
};

const notRateable = (message: string) => conflict(RATING_ERROR_CODES.notRateable, message);

/** Why this message cannot be rated (a readable 409), or nothing when it can. */
function refuseUnrateable(row: MessageRow): void {
  if (row.avatarId === null) throw notRateable('Only an Angel’s reply can be rated.');
  // Set aside by a rewind or deleted by the user: not in the chat they see.
  if (row.branchId !== null || row.deletedAt !== null) {
    throw notRateable('This reply is no longer in the chat.');
  }
  if (row.hiddenAt) throw notRateable('A reply removed by moderation cannot be rated.');
  if (row.status === 'QUEUED' || row.status === 'STREAMING') {
    throw notRateable('This reply is still being written: rate it once it is finished.');
  }
  if (row.status !== 'COMPLETE' && row.status !== 'STOPPED') {
    throw notRateable('This reply failed, so there is nothing to rate: write it again instead.');
  }
}

export function presentRating(row: ReplyRatingRow): ReplyRating {
  return {
    value: row.value,
    reason: row.reason,
    note: row.note,
    ratedAt: row.updatedAt.toISOString(),
  };
}

/** The Angel's counter of one (value, reason) moved by one; never below zero. */
async function bump(tx: Db, row: ReplyRatingRow, delta: 1 | -1): Promise<void> {
  const key = { avatarId: row.avatarId, value: row.value, reason: row.reason ?? '' };
  if (delta > 0) {
    await tx
      .insert(replyRatingCounts)
      .values({ ...key, count: 1 })
      .onConflictDoUpdate({
        target: [replyRatingCounts.avatarId, replyRatingCounts.value, replyRatingCounts.reason],
        set: { count: sql`${replyRatingCounts.count} + 1` },
      });
    return;
  }
  await tx
    .update(replyRatingCounts)
    .set({ count: sql`greatest(${replyRatingCounts.count} - 1, 0)` })
    .where(
      and(
        eq(replyRatingCounts.avatarId, key.avatarId),
        eq(replyRatingCounts.value, key.value),
        eq(replyRatingCounts.reason, key.reason),
      ),
    );
}

/**
 * The reply, locked until the transaction ends: two ratings of one reply (two tabs, a queued
 * one arriving late) apply one after the other, each moving the counters from what it found.
 */
async function lockedReply(tx: Db, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
  return row;
}

async function ratingOf(tx: Db, id: string, alternative: number) {
  const [row] = await tx
    .select()
    .from(replyRatings)
    .where(and(eq(replyRatings.messageId, id), eq(replyRatings.alternative, alternative)));
  return row;
}

const noVersion = (alternative: number) =>
  notFound(`This reply has no version ${alternative + 1}.`);

/**
 * The reply as version `alternative` reads (a kept one: its own status), checked rateable;
 * undefined: the one shown. A version that does not exist is a 404.
 */
async function versionToRate(tx: Db, locked: MessageRow, alternative: number | undefined) {
  if (alternative === undefined || alternative === locked.alternative) {
    refuseUnrateable(locked);
    return locked;
  }
  if (alternative >= locked.alternatives) throw noVersion(alternative);
  const [kept] = await tx
    .select()
    .from(messageAlternatives)
    .where(
      and(
        eq(messageAlternatives.messageId, locked.id),
        eq(messageAlternatives.position, alternative),
      ),
    );
  if (!kept) throw noVersion(alternative);
  const version = { ...locked, status: kept.status, text: kept.text, alternative };
  refuseUnrateable(version);
  return version;
}

/**
 * Rates a version of the reply (the one on screen when the user rated, which a rating queued
 * offline names), replacing the user's earlier rating of it.
 */
export async function rateReply(
  db: Db,
  userId: string,
  reply: MessageRow,
  input: RatingInput,
): Promise<ReplyRatingRow> {
  // Checked again on the locked row; a kept version only there (the shown one may be writing).
  if (input.alternative === undefined || input.alternative === reply.alternative) {
    refuseUnrateable(reply);
  }
  return db.transaction(async (tx) => {
    const locked = await lockedReply(tx, reply.id);
    if (!locked) throw notRateable('This reply is no longer in the chat.');
    const version = await versionToRate(tx, locked, input.alternative);
    const before = await ratingOf(tx, locked.id, version.alternative);
    if (before?.counted) await bump(tx, before, -1);
    const values = {
      value: input.value,
      reason: input.value === 'down' ? (input.reason ?? null) : null,
      note: input.note || null,
    };
    const [after] = await tx
      .insert(replyRatings)
      .values({
        messageId: locked.id,
        alternative: version.alternative,
        userId,
        avatarId: locked.avatarId ?? 0,
        // A reply an agent wrote as the Angel is not the Angel's work: not in its counts.
        counted: locked.writtenBy === null,
        ...values,
      })
      .onConflictDoUpdate({
        target: [replyRatings.messageId, replyRatings.alternative],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    if (!after) throw new Error('A rating was stored as nothing');
    if (after.counted) await bump(tx, after, 1);
    return after;
  });
}

/**
 * Takes the rating of a version back (`alternative`, or the one on screen); none to take back
 * is no error (a repeat).
 */
export async function removeRating(db: Db, reply: MessageRow, alternative?: number) {
  await db.transaction(async (tx) => {
    const locked = (await lockedReply(tx, reply.id)) ?? reply;
    const version = alternative ?? locked.alternative;
    const [removed] = await tx
      .delete(replyRatings)
      .where(and(eq(replyRatings.messageId, locked.id), eq(replyRatings.alternative, version)))
      .returning();
    if (removed?.counted) await bump(tx, removed, -1);
  });
}

/** The reading user's ratings of the versions shown of these messages, by message id. */
export async function ratingsOf(
  db: Db,
  rows: readonly Pick<MessageRow, 'id' | 'alternative' | 'avatarId'>[],
): Promise<Map<string, ReplyRating>> {
  const replies = rows.filter((row) => row.avatarId !== null);
  if (replies.length === 0) return new Map();
  const shown = new Map(replies.map((row) => [row.id, row.alternative]));
  const found = await db
    .select()
    .from(replyRatings)
    .where(inArray(replyRatings.messageId, [...shown.keys()]));
  return new Map(
    found
      .filter((row) => shown.get(row.messageId) === row.alternative)
      .map((row) => [row.messageId, presentRating(row)]),
  );
}
