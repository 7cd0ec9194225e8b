import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  avatars,
  chatAvatars,
  chats,
  messages,
  type AvatarRow,
  type ChatRow,
  type MessageRow,
} from '../schema.ts';
import { shownChat, shownMessage } from './shown.ts';

/** 128 random bits, base64url: unguessable and URL-safe. */
export const newChatHash = () => randomBytes(16).toString('base64url');

/** What a chat needs of its avatars: who they are and where their portraits are. */
export type SeatRow = Pick<
  AvatarRow,
  'id' | 'name' | 'portrait' | 'visibility' | 'source' | 'gender' | 'personality'
>;

/** A chat with its avatars in seating order (rotation walks this order). */
export type ChatWithSeats = { chat: ChatRow; seats: SeatRow[] };

/** Only the columns a seat needs: `profile` can hold megabytes of an imported card. */
const seatColumns = {
  id: avatars.id,
  name: avatars.name,
  portrait: avatars.portrait,
  visibility: avatars.visibility,
  source: avatars.source,
  // A few bytes each: the chat's voices are chosen by them (src/features/voice).
  gender: avatars.gender,
  personality: avatars.personality,
};

async function seatsOf(db: Db, chatIds: string[]): Promise<Map<string, SeatRow[]>> {
  const bySeat = new Map<string, SeatRow[]>(chatIds.map((id) => [id, []]));
  if (chatIds.length === 0) return bySeat;
  const rows = await db
    .select({ chatId: chatAvatars.chatId, avatar: seatColumns })
    .from(chatAvatars)
    .innerJoin(avatars, eq(avatars.id, chatAvatars.avatarId))
    .where(inArray(chatAvatars.chatId, chatIds))
    .orderBy(asc(chatAvatars.chatId), asc(chatAvatars.position));
  for (const row of rows) bySeat.get(row.chatId)?.push(row.avatar);
  return bySeat;
}

/**
 * Chat hashes come from URLs: anything that is not one of ours finds nothing. One statement,
 * the chat on each of its seats' rows: every chat route (a send among them) reads it first.
 */
export async function findChatByHash(db: Db, hash: string): Promise<ChatWithSeats | undefined> {
  if (!/^[\w-]{22}$/.test(hash)) return undefined;
  const rows = await db
    .select({ chat: chats, seat: seatColumns })
    .from(chats)
    .leftJoin(chatAvatars, eq(chatAvatars.chatId, chats.id))
    .leftJoin(avatars, eq(avatars.id, chatAvatars.avatarId))
    .where(eq(chats.chatHash, hash))
    .orderBy(asc(chatAvatars.position));
  const chat = rows[0]?.chat;
  if (!chat) return undefined;
  return { chat, seats: rows.flatMap(({ seat }) => (seat ? [seat] : [])) };
}

export type ChatListRow = ChatWithSeats & { last: MessageRow | null };

/**
 * A page of the user's chats, newest activity first, each with its newest message (one index
 * probe), and how many there are in all. `avatarId`: only the chats that avatar sits in.
 */
export async function listChats(
  db: Db,
  userId: string,
  q: { page: number; pageSize: number; avatarId?: number },
): Promise<{ rows: ChatListRow[]; total: number }> {
  const last = db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chats.id), shownMessage()))
    .orderBy(desc(messages.seq))
    .limit(1)
    .as('last');
  const mine = and(
    eq(chats.userId, userId),
    shownChat(),
    q.avatarId === undefined
      ? undefined
      : sql`exists (select 1 from ${chatAvatars} where ${chatAvatars.chatId} = ${chats.id} and ${chatAvatars.avatarId} = ${q.avatarId})`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ chat: chats, last: last._.selectedFields })
      .from(chats)
      .leftJoinLateral(last, sql`true`)
      .where(mine)
      .orderBy(desc(chats.updatedAt), desc(chats.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(chats)
      .where(mine),
  ]);
  const seats = await seatsOf(
    db,
    rows.map((row) => row.chat.id),
  );
  const page = rows.map((row) => ({
    chat: row.chat,
    seats: seats.get(row.chat.id) ?? [],
    last: row.last,
  }));
  return { rows: page, total: counted?.total ?? 0 };
}

/** How many chats the user keeps (QUOTAS.chats); one they deleted is on its way out. */
export async function countChats(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chats)
    .where(and(eq(chats.userId, userId), shownChat()));
  return row?.count ?? 0;
}

/** The user's one-to-one chat with this avatar (not one they deleted: that one is gone). */
const oneChatOf = (userId: string, avatarId: number) =>
  and(
    eq(chats.userId, userId),
    eq(chats.oneAvatarId, avatarId),
    eq(chats.type, 'ONE'),
    shownChat(),
  );

/** Does the user already have the one-to-one chat with this avatar (opening it is free)? */
export async function hasOneChat(db: Db, userId: string, avatarId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(oneChatOf(userId, avatarId))
    .limit(1);
  return row !== undefined;
}

/** What a new chat opens with: each avatar's first words, free of charge. */
export type Opening = { avatarId: number; text: string };

/**
 * The opening messages, in the chat's transaction: a chat is never seen without them. The
 * user opened the chat and sees them at once, so they do not count as unread.
 */
async function open(tx: Db, chat: ChatRow, opening: Opening[]): Promise<void> {
  if (!opening.length) return;
  await tx.insert(messages).values(
    opening.map(({ avatarId, text }) => ({
      id: randomUUID(),
      chatId: chat.id,
      avatarId,
      text,
      status: 'COMPLETE' as const,
    })),
  );
  await tx
    .update(chats)
    .set({ lastReadAt: sql`now()` })
    .where(eq(chats.id, chat.id));
}

/** One-to-one: the existing chat with this avatar, or a new one; `created` tells which. */
export async function findOrCreateOneChat(
  db: Db,
  userId: string,
  avatarId: number,
  opening: Opening[] = [],
): Promise<{ chatHash: string; created: boolean }> {
  return db.transaction(async (tx) => {
    // The partial unique index settles a race between two first clicks on "Chat".
    const [created] = await tx
      .insert(chats)
      .values({ chatHash: newChatHash(), userId, type: 'ONE', oneAvatarId: avatarId })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx.insert(chatAvatars).values({ chatId: created.id, avatarId, position: 0 });
      await open(tx, created, opening);
      return { chatHash: created.chatHash, created: true };
    }
    const [existing] = await tx
      .select({ chatHash: chats.chatHash })
      .from(chats)
      .where(oneChatOf(userId, avatarId));
    if (!existing) throw new Error('One-to-one chat vanished between insert and select');
    return { chatHash: existing.chatHash, created: false };
  });
}

export async function createGroupChat(
  db: Db,
  userId: string,
  avatarIds: number[],
  opening: Opening[] = [],
): Promise<{ chatHash: string }> {
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(chats)
      .values({ chatHash: newChatHash(), userId, type: 'GROUP' })
      .returning();
    if (!chat) throw new Error('Inserting a chat returned nothing');
    await tx
      .insert(chatAvatars)
      .values(avatarIds.map((avatarId, position) => ({ chatId: chat.id, avatarId, position })));
    await open(tx, chat, opening);
    return { chatHash: chat.chatHash };
  });
}

export async function markChatRead(db: Db, chatId: string): Promise<void> {
  await db
    .update(chats)
    .set({ lastReadAt: sql`now()` })
    .where(eq(chats.id, chatId));
}

/**
 * The Angels a user may start a chat with: the published catalogue and their own private
 * Angels. An unpublished catalogue Angel starts no new chat; those it has go on
 * (docs/product-rules.md#the-catalogue).
 */
export async function findAvatarsByIds(
  db: Db,
  ids: number[],
  userId: string,
): Promise<AvatarRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(avatars)
    .where(
      and(
        inArray(avatars.id, ids),
        or(
          and(eq(avatars.visibility, 'public'), eq(avatars.published, true)),
          eq(avatars.ownerId, userId),
        ),
      ),
    );
}
