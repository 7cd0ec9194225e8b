import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../contract/errors.ts';
import type { Db } from '../db/client.ts';
import { OPEN_STATUSES } from '../db/queries/messages.ts';
import { shownChat } from '../db/queries/shown.ts';
import { avatars, chatAvatars, chats, messages, moderationCases } from '../db/schema.ts';
import { refundReply } from '../chats/reply-ledger.ts';
import type { ReplyJobs } from '../chats/reply-jobs.ts';
import { conflict } from '../http/errors.ts';

/** Stopping the replies being written in the chats that go (the app's reply jobs). */
export type ReplyStopper = Pick<ReplyJobs, 'stop'>;

function underReview({ name, gender }: { name: string; gender: 'MALE' | 'FEMALE' }) {
  const them = gender === 'MALE' ? 'him' : 'her';
  return conflict(
    ERROR_CODES.angelUnderReview,
    `${name}'s chats are being reviewed by our team; you can delete ${them} once the review is over.`,
  );
}

/**
 * Deletes one of the user's Angels and every chat of theirs it sits in (one-to-one and
 * groups; messages go with their chats), all or nothing. undefined: not the user's Angel.
 * Refused (409) while one of those chats has an unresolved moderation case: the chat is the
 * case's evidence (its transcript), and the evidence must outlive the owner's wish to tidy up.
 * Deleting the whole account is never refused: it keeps the case anonymised instead (flags'
 * excerpts, violations, audit log; see delete-account.ts). A resolved case stays too, without
 * its chat (moderation_cases.chat_id on delete set null). Replies still being
 * written there are refunded in the same transaction, then their writers are stopped.
 */
export async function deleteAngel(
  db: Db,
  jobs: ReplyStopper,
  id: number,
  userId: string,
): Promise<{ deletedChats: number } | undefined> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: avatars.id, name: avatars.name, gender: avatars.gender })
      .from(avatars)
      .where(and(eq(avatars.id, id), eq(avatars.ownerId, userId)))
      .for('update');
    if (!row) return undefined;
    const seated = await tx
      .select({ chatId: chatAvatars.chatId, shown: sql<boolean>`${shownChat()}` })
      .from(chatAvatars)
      .innerJoin(chats, eq(chats.id, chatAvatars.chatId))
      .where(and(eq(chatAvatars.avatarId, id), eq(chats.userId, userId)))
      // A send still adding replies to one of these chats finishes first: its replies are
      // then among the open ones refunded below.
      .for('update', { of: chats });
    const chatIds = seated.map((seat) => seat.chatId);
    if (chatIds.length === 0) {
      await tx.delete(avatars).where(eq(avatars.id, id));
      return { deletedChats: 0, stopped: [] };
    }
    const [reviewed] = await tx
      .select({ id: moderationCases.id })
      .from(moderationCases)
      .where(and(inArray(moderationCases.chatId, chatIds), ne(moderationCases.status, 'resolved')))
      .limit(1);
    if (reviewed) throw underReview(row);
    const open = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          inArray(messages.chatId, chatIds),
          inArray(messages.status, [...OPEN_STATUSES]),
          gt(messages.charged, 0),
        ),
      );
    for (const reply of open) {
      await refundReply(tx, reply.id, `Refund: ${row.name} was deleted before replying`);
    }
    await tx.delete(chats).where(inArray(chats.id, chatIds));
    await tx.delete(avatars).where(eq(avatars.id, id));
    // Chats the user deleted go too, but they no longer count among theirs (Delete's warning
    // read the same number from the list).
    const deletedChats = seated.filter((seat) => seat.shown).length;
    return { deletedChats, stopped: open.map((reply) => reply.id) };
  });
  if (!done) return undefined;
  // After the commit: a writer stopped now finds its reply gone and stores nothing.
  await Promise.all(done.stopped.map((replyId) => jobs.stop(replyId)));
  return { deletedChats: done.deletedChats };
}
