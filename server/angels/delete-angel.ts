import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { avatars, chatAvatars, chats } from '../db/schema.ts';

/**
 * Deletes one of the user's Angels and every chat of theirs it sits in (one-to-one and
 * groups; messages go with their chats), all or nothing. undefined: not the user's Angel.
 */
export async function deleteAngel(
  db: Db,
  id: number,
  userId: string,
): Promise<{ deletedChats: number } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: avatars.id })
      .from(avatars)
      .where(and(eq(avatars.id, id), eq(avatars.ownerId, userId)))
      .for('update');
    if (!row) return undefined;
    const seated = await tx
      .select({ chatId: chatAvatars.chatId })
      .from(chatAvatars)
      .innerJoin(chats, eq(chats.id, chatAvatars.chatId))
      .where(and(eq(chatAvatars.avatarId, id), eq(chats.userId, userId)));
    const chatIds = seated.map((seat) => seat.chatId);
    if (chatIds.length > 0) await tx.delete(chats).where(inArray(chats.id, chatIds));
    await tx.delete(avatars).where(eq(avatars.id, id));
    return { deletedChats: chatIds.length };
  });
}
