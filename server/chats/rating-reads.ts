/** What is read from the ratings elsewhere: an Angel's counts (agents) and a user's export. */
import { and, asc, eq } from 'drizzle-orm';
import {
  REPLY_RATING_REASONS,
  type ReplyQuality,
  type RatingExport,
  type ReplyRatingReason,
} from '../contract/ratings.ts';
import type { Db } from '../db/client.ts';
import { shownChat } from '../db/queries/shown.ts';
import { avatars, chats, messages, replyRatingCounts, replyRatings } from '../db/schema.ts';

const isReason = (value: string): value is ReplyRatingReason =>
  (REPLY_RATING_REASONS as readonly string[]).includes(value);

/** An Angel's reply quality from its counters: ups, downs, and the reasons most given first. */
export async function replyQuality(db: Db, avatarId: number): Promise<ReplyQuality> {
  const rows = await db
    .select()
    .from(replyRatingCounts)
    .where(eq(replyRatingCounts.avatarId, avatarId));
  const total = (value: 'up' | 'down') =>
    rows.filter((row) => row.value === value).reduce((sum, row) => sum + row.count, 0);
  const reasons = rows
    .filter((row) => row.value === 'down' && row.count > 0)
    .flatMap((row) => (isReason(row.reason) ? [{ reason: row.reason, count: row.count }] : []))
    // Ties keep the list's own order, so the answer never shuffles between reads.
    .sort(
      (a, b) =>
        b.count - a.count ||
        REPLY_RATING_REASONS.indexOf(a.reason) - REPLY_RATING_REASONS.indexOf(b.reason),
    );
  return { avatarId, up: total('up'), down: total('down'), reasons };
}

/** Every reply the user rated (each version of it), oldest rating first, for the export. */
export async function exportRatings(db: Db, userId: string): Promise<RatingExport[]> {
  const rows = await db
    .select({
      chatHash: chats.chatHash,
      messageId: replyRatings.messageId,
      alternative: replyRatings.alternative,
      angel: avatars.name,
      value: replyRatings.value,
      reason: replyRatings.reason,
      note: replyRatings.note,
      ratedAt: replyRatings.updatedAt,
    })
    .from(replyRatings)
    .innerJoin(messages, eq(messages.id, replyRatings.messageId))
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .leftJoin(avatars, eq(avatars.id, replyRatings.avatarId))
    // Not a chat the user deleted (it is gone from the export too).
    .where(and(eq(replyRatings.userId, userId), shownChat()))
    .orderBy(asc(replyRatings.createdAt), asc(replyRatings.messageId));
  return rows.map((row) => ({
    ...row,
    angel: row.angel ?? null,
    ratedAt: row.ratedAt.toISOString(),
  }));
}
