import { and, desc, eq, inArray } from 'drizzle-orm';
import { MEMORY_LIMITS, type MemoryMarks } from '../contract/memory.ts';
import { noSuchChat } from '../chats/access.ts';
import type { Db } from '../db/client.ts';
import { shownChat, shownMessage } from '../db/queries/shown.ts';
import { chats, memoryFacts, memoryUses, messages } from '../db/schema.ts';
import { factStands } from './shown-facts.ts';

/**
 * The memory marks of a chat's latest replies, or of one reply (`replyId`): which of the
 * user's facts each drew on (as they read now: an edited fact shows its new text, a deleted
 * or set-aside one is gone). The chat's owner only; anyone else gets the same 404 as for a
 * chat that does not exist.
 */
export async function memoryMarks(
  db: Db,
  userId: string,
  chatHash: string,
  replyId?: string,
): Promise<MemoryMarks> {
  // Hashes are base64url: anything else (a NUL, say) names no chat and must not reach SQL.
  if (!/^[\w-]{1,64}$/.test(chatHash)) throw noSuchChat();
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.chatHash, chatHash), eq(chats.userId, userId), shownChat()));
  if (!chat) throw noSuchChat();
  const replies = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chat.id),
        shownMessage(),
        replyId === undefined ? undefined : eq(messages.id, replyId),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(replyId === undefined ? MEMORY_LIMITS.marks : 1);
  if (!replies.length) return { marks: [] };
  const rows = await db
    .select({ replyId: memoryUses.replyId, id: memoryFacts.id, text: memoryFacts.text })
    .from(memoryUses)
    .innerJoin(memoryFacts, eq(memoryFacts.id, memoryUses.factId))
    .where(
      and(
        inArray(
          memoryUses.replyId,
          replies.map((r) => r.id),
        ),
        eq(memoryFacts.userId, userId),
        factStands(),
      ),
    )
    .orderBy(memoryFacts.id);
  const byReply = new Map<string, { id: number; text: string }[]>();
  for (const row of rows) {
    const facts = byReply.get(row.replyId) ?? [];
    facts.push({ id: row.id, text: row.text });
    byReply.set(row.replyId, facts);
  }
  // Newest reply first, as the replies were read.
  return {
    marks: replies.flatMap(({ id }) => {
      const facts = byReply.get(id);
      return facts ? [{ messageId: id, facts }] : [];
    }),
  };
}
