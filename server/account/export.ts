import { keptVersions, presentSteered } from '../chats/alternatives.ts';
import type { Message } from '../contract/chats.ts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountExport } from '../contract/settings.ts';
import type { Db } from '../db/client.ts';
import { shownChat } from '../db/queries/shown.ts';
import {
  avatars,
  chatAvatars,
  chats,
  messages,
  orders,
  subscriptions,
  tokenLedger,
  type UserRow,
} from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { presentMyAngel } from '../angels/present.ts';
import { listOwnAngels } from '../angels/queries.ts';
import { exportMemory } from '../memory/export-memory.ts';
import { exportRatings } from '../chats/rating-reads.ts';
import { exportWritesFirst } from '../proactive/export.ts';
import { presentUser } from '../users/present.ts';

/** A row as JSON keeps it (dates as ISO strings), without the owner's id repeated in each. */
const plain = ({ userId: _owner, ...row }: { userId: string | null } & Record<string, unknown>) =>
  JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Everything the account holds, for "Download my data": the profile, every chat with its
 * Angels and messages (oldest first), the Angels they made, the token ledger, orders and
 * subscription, what the Angels remember about them, the replies they rated and which Angels
 * may write first (and the daily cap). Never the password hash or any token.
 */
export async function exportAccount(
  db: Db,
  user: UserRow,
  images: ImageEngine,
): Promise<AccountExport> {
  const chatRows = await db
    .select()
    .from(chats)
    // A chat the user deleted is gone for them, like a deleted message (a case may hold it).
    .where(and(eq(chats.userId, user.id), shownChat()))
    .orderBy(asc(chats.createdAt), asc(chats.id));
  const chatIds = chatRows.map((chat) => chat.id);
  const [
    seats,
    messageRows,
    ledger,
    orderRows,
    subscriptionRows,
    angelRows,
    memory,
    ratings,
    writesFirst,
  ] = await Promise.all([
    chatIds.length
      ? db
          .select({ chatId: chatAvatars.chatId, id: avatars.id, name: avatars.name })
          .from(chatAvatars)
          .innerJoin(avatars, eq(avatars.id, chatAvatars.avatarId))
          .where(inArray(chatAvatars.chatId, chatIds))
          .orderBy(asc(chatAvatars.position))
      : [],
    chatIds.length
      ? db
          .select()
          .from(messages)
          // A deleted message is gone for its user (a case may still hold it, as evidence).
          .where(and(inArray(messages.chatId, chatIds), isNull(messages.deletedAt)))
          .orderBy(asc(messages.seq))
      : [],
    db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, user.id))
      .orderBy(asc(tokenLedger.id)),
    db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    listOwnAngels(db, user.id),
    exportMemory(db, user.id),
    exportRatings(db, user.id),
    exportWritesFirst(db, user.id),
  ]);
  const names = new Map<number, string>();
  for (const seat of seats) names.set(seat.id, seat.name);
  const byChat = groupBy(messageRows, (message) => message.chatId);
  // Every version of a reply, and an edit's first words (chats/alternatives.ts).
  const kept = await keptVersions(db, messageRows);
  const seatsByChat = groupBy(seats, (seat) => seat.chatId);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...presentUser(user, images),
      confirmedAt: user.confirmedAt?.toISOString() ?? null,
    },
    chats: chatRows.map((chat) => ({
      chatHash: chat.chatHash,
      type: chat.type,
      angels: (seatsByChat.get(chat.id) ?? []).map(({ id, name }) => ({ id, name })),
      createdAt: chat.createdAt.toISOString(),
      messages: (byChat.get(chat.id) ?? []).map((message) => ({
        id: message.id,
        angel: message.avatarId === null ? null : (names.get(message.avatarId) ?? null),
        // What moderation removed stays removed, here as in the chat.
        text: message.hiddenAt ? '' : message.text,
        ...(message.hiddenAt ? { removed: true } : {}),
        ...(message.branchId ? { branch: message.branchId } : {}),
        ...steeredParts(presentSteered(message, kept.get(message.id), chat.chatHash)),
        status: message.status,
        createdAt: message.createdAt.toISOString(),
      })),
    })),
    angels: angelRows.map((row) => presentMyAngel(row, images)),
    tokenLedger: ledger.map(plain),
    orders: orderRows.map(plain),
    subscriptions: subscriptionRows.map(plain),
    memory,
    ratings,
    writesFirst,
  };
}

/** The versions and edit of a message, as the chat shows them (nothing of a hidden one). */
function steeredParts({ alternatives, alternative, edited, originalText }: Message) {
  return {
    ...(alternatives ? { versions: alternatives, version: alternative } : {}),
    ...(edited ? { edited, originalText } : {}),
  };
}
