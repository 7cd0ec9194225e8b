import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { shownChat } from '../db/queries/shown.ts';
import { avatars, chatMemory, chats, memoryFacts } from '../db/schema.ts';

/**
 * What the Angels remember about the user, for "Download my data": every fact with its
 * Angel, kind, author, pin and source message, and each chat's story so far.
 */
export async function exportMemory(db: Db, userId: string) {
  const [facts, summaries] = await Promise.all([
    db
      .select({
        id: memoryFacts.id,
        angel: avatars.name,
        angelId: memoryFacts.avatarId,
        kind: memoryFacts.kind,
        text: memoryFacts.text,
        author: memoryFacts.author,
        pinned: memoryFacts.pinned,
        sourceMessageId: memoryFacts.sourceMessageId,
        createdAt: memoryFacts.createdAt,
        updatedAt: memoryFacts.updatedAt,
      })
      .from(memoryFacts)
      .innerJoin(avatars, eq(avatars.id, memoryFacts.avatarId))
      .where(eq(memoryFacts.userId, userId))
      .orderBy(asc(memoryFacts.avatarId), asc(memoryFacts.id)),
    db
      .select({ chatHash: chats.chatHash, summary: chatMemory.summary })
      .from(chatMemory)
      .innerJoin(chats, eq(chats.id, chatMemory.chatId))
      // Not a chat the user deleted (it is gone from the export too).
      .where(and(eq(chats.userId, userId), shownChat()))
      .orderBy(asc(chats.createdAt)),
  ]);
  return {
    facts: facts.map((f) => ({
      ...f,
      createdAt: f.createdAt.toISOString(),
      updatedAt: f.updatedAt.toISOString(),
    })),
    summaries: summaries.flatMap((s) =>
      s.summary ? [{ chatHash: s.chatHash, summary: s.summary }] : [],
    ),
  };
}
