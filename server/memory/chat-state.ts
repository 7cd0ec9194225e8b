import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inSeqOrder } from '../db/queries/messages.ts';
import { shownMessage } from '../db/queries/shown.ts';
import { avatars, chatAvatars, chatMemory, chats, messages, users } from '../db/schema.ts';

/** A chat as memory work reads it: whose it is, who sits in it, how far memory has got. */
export type ChatState = {
  chatId: string;
  userId: string;
  /** The name the user chose for their avatar, or "the user". */
  userName: string;
  seats: { id: number; name: string }[];
  summary: string | null;
  summarisedThrough: number;
  learnedThrough: number;
};

export async function chatState(db: Db, chatId: string): Promise<ChatState | undefined> {
  const rows = await db
    .select({
      userId: chats.userId,
      userName: users.avatarName,
      seatId: avatars.id,
      seatName: avatars.name,
      summary: chatMemory.summary,
      summarisedThrough: chatMemory.summarisedThrough,
      learnedThrough: chatMemory.learnedThrough,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.userId))
    .innerJoin(chatAvatars, eq(chatAvatars.chatId, chats.id))
    .innerJoin(avatars, eq(avatars.id, chatAvatars.avatarId))
    .leftJoin(chatMemory, eq(chatMemory.chatId, chats.id))
    .where(eq(chats.id, chatId))
    .orderBy(asc(chatAvatars.position));
  const first = rows[0];
  if (!first) return undefined;
  return {
    chatId,
    userId: first.userId,
    userName: first.userName?.trim() || 'the user',
    seats: rows.map((row) => ({ id: row.seatId, name: row.seatName })),
    summary: first.summary,
    summarisedThrough: first.summarisedThrough ?? 0,
    learnedThrough: first.learnedThrough ?? 0,
  };
}

/** Records how far memory has got in a chat (the row is made on first use). */
export async function saveChatState(
  db: Db,
  chatId: string,
  set: Partial<Pick<ChatState, 'summary' | 'summarisedThrough' | 'learnedThrough'>>,
): Promise<void> {
  await db
    .insert(chatMemory)
    .values({ chatId, ...set })
    .onConflictDoUpdate({ target: chatMemory.chatId, set: { ...set, updatedAt: sql`now()` } });
}

/**
 * Messages of the chat after `seq`, oldest first, as people see them (no hidden, no empty):
 * walking the (chat_id, seq) index (inSeqOrder), not sorting the chat's whole history.
 */
export function messagesAfter(db: Db, chatId: string, seq: number, limit: number) {
  return inSeqOrder(db, (tx) =>
    tx
      .select({
        id: messages.id,
        seq: messages.seq,
        avatarId: messages.avatarId,
        text: messages.text,
      })
      .from(messages)
      .where(
        and(
          eq(messages.chatId, chatId),
          gt(messages.seq, seq),
          isNull(messages.hiddenAt),
          shownMessage(),
          sql`${messages.text} <> ''`,
        ),
      )
      .orderBy(asc(messages.seq))
      .limit(limit),
  );
}
